import { expect, it } from 'vitest'
import * as siwx from './index.js'

it('pins the public export names of @portico/siwx', () => {
  expect(Object.keys(siwx).sort()).toMatchInlineSnapshot(`
    [
      "bip122Verifier",
      "caip122Messenger",
      "cloudSiwx",
      "cosmosVerifier",
      "createNonce",
      "createSIWEConfig",
      "createSiwxConfig",
      "defaultSiwx",
      "eip155Verifier",
      "formatSiwxMessage",
      "localSiwxStorage",
      "polkadotVerifier",
      "solanaVerifier",
      "verifySiwxSession",
    ]
  `)
})
