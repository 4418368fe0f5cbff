import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the test wallet API by name', () => {
  const walletNames = [
    'announceTestWallet',
    'createTestWallet',
    'testWalletIcon',
    'WalletRpcError',
    'walletErrorCodes',
  ]
  expect(
    Object.keys(exports)
      .filter((name) => walletNames.includes(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "WalletRpcError",
      "announceTestWallet",
      "createTestWallet",
      "testWalletIcon",
      "walletErrorCodes",
    ]
  `)
})
