import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the WalletConnect test wallet API by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /walletconnect/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "createWalletConnectTestWallet",
    ]
  `)
})
