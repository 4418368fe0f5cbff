import { expect, it } from 'vitest'
import * as exports from '../exports/index.js'

it('exports the Solana test wallet API by name', () => {
  expect(
    Object.keys(exports)
      .filter((name) => /solana/i.test(name))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "INSTALLED_SOLANA_WALLETS_GLOBAL",
      "createSolanaTestWallet",
      "registerSolanaTestWallet",
    ]
  `)
})
