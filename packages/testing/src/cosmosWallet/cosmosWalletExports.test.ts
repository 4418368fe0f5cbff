import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the Cosmos test wallet API by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /cosmos/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "COSMOS_TEST_WALLET_GLOBAL",
      "INSTALLED_COSMOS_WALLETS_GLOBAL",
      "createCosmosTestWallet",
      "installCosmosTestWallets",
      "registerCosmosTestWallet",
    ]
  `)
})
