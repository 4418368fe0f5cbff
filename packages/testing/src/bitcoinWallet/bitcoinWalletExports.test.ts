import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the Bitcoin test wallet API by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /bitcoin/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "createBitcoinTestWallet",
      "registerBitcoinTestWallet",
      "verifyBitcoinMessage",
    ]
  `)
})
