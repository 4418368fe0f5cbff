import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the Farcaster test client by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /farcaster/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "FarcasterRelayError",
      "approveFarcasterChannel",
      "readFarcasterConnectUrl",
      "signFarcasterSignIn",
    ]
  `)
})
