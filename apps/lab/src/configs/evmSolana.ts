import type { LabConfig } from './LabConfig.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

export const evmSolana: LabConfig = {
  name: 'evm-solana',
  title: 'EVM and Solana',
  description:
    'Both local EVM chains and the local Solana chain, the EVM and Solana adapters, dark theme; one announced EVM test wallet and one Wallet Standard Solana test wallet.',
  options: { themeMode: 'dark', defaultNamespace: 'eip155' },
  wallets: { announced: [labTestWallet], windowEthereum: false, solana: [labSolanaTestWallet] },
  layout: 'modal',
  solana: true,
}
