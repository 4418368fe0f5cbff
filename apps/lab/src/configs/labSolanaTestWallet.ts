import type { LabSolanaTestWallet } from './LabConfig.js'

/** The Solana test wallet the multi-namespace configs register through the Wallet Standard. */
export const labSolanaTestWallet: LabSolanaTestWallet = { name: 'Portico Solana Test Wallet' }
