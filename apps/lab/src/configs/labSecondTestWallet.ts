import type { LabTestWallet } from './LabConfig.js'

/** A second EVM test wallet with its own devnet account (the multi-wallet configs connect both at once). */
export const labSecondTestWallet: LabTestWallet = {
  uuid: '2f8d6c1a-93b4-4e7f-b0a2-5c1e9d7f3a64',
  name: 'Portico Second Wallet',
  rdns: 'dev.portico.secondwallet',
  // Not a worker's default account (1 + the worker's index), and no test sends from it.
  accountIndex: 7,
}
