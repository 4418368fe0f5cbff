import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the Polkadot test wallet API by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /polkadot/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "INSTALLED_POLKADOT_WALLETS_GLOBAL",
      "createPolkadotTestWallet",
      "injectPolkadotTestWallet",
      "installPolkadotTestWallets",
    ]
  `)
})
