import { test } from './labTest.js'

/**
 * The lab's `test` with the Solana test wallet holding `key` (a fresh one, `freshSolanaKey()`, per worker): nothing
 * else funds or spends from it, so its balances are what the test brings in.
 */
export function withSolanaKey(key: { secretKey: number[] }) {
  return test.extend({
    testWallets: async ({ testWallets }, use) => {
      const solana = testWallets?.solana
      if (!testWallets || !solana) throw new Error('No Solana test wallet installed')
      const wallets = solana.wallets.map((each) => ({ ...each, secretKey: key.secretKey }))
      await use({ ...testWallets, solana: { ...solana, wallets } })
    },
  })
}
