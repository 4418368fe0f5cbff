import type { LabBitcoinTestWallet } from './LabConfig.js'

/** The Bitcoin test wallet the multi-namespace configs register through the Wallet Standard. */
export const labBitcoinTestWallet: LabBitcoinTestWallet = { name: 'Portico Bitcoin Test Wallet' }
