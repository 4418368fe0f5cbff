import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the Bitcoin test wallet API by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /bitcoin/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "INSTALLED_BITCOIN_WALLETS_GLOBAL",
      "createBitcoinTestWallet",
      "registerBitcoinTestWallet",
      "verifyBitcoinMessage",
    ]
  `)
})
