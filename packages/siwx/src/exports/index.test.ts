import { expect, it } from 'vitest'
import * as siwx from './index.js'

it('pins the public export names of @portico/siwx', () => {
  expect(Object.keys(siwx).sort()).toMatchInlineSnapshot(`
    [
      "caip122Messenger",
      "cloudSiwx",
      "createNonce",
      "createSIWEConfig",
      "createSiwxConfig",
      "defaultSiwx",
      "formatSiwxMessage",
      "localSiwxStorage",
      "siwxFeature",
      "verifySiwxSession",
    ]
  `)
})
