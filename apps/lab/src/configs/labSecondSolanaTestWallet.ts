import type { LabSolanaTestWallet } from './LabConfig.js'

/** A second Solana test wallet with its own devnet account (the multi-wallet Solana config connects both at once). */
export const labSecondSolanaTestWallet: LabSolanaTestWallet = {
  name: 'Portico Second Solana Wallet',
  // Not a worker's default account (the same index as its EVM wallet's), and no test sends from it.
  accountIndex: 8,
}
