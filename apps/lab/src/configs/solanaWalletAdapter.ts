import type { LabConfig } from './LabConfig.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

export const solanaWalletAdapter: LabConfig = {
  name: 'solana-wallet-adapter',
  title: 'Solana wallet-adapter app',
  description:
    "An app built on @solana/wallet-adapter-react beside Portico: PorticoSolanaBridge makes its useWallet() and useConnection() follow Portico's Solana connection; the local EVM and Solana chains, Solana first, one Wallet Standard Solana test wallet.",
  options: { themeMode: 'dark', defaultNamespace: 'solana' },
  wallets: { announced: [labTestWallet], windowEthereum: false, solana: [labSolanaTestWallet] },
  layout: 'modal',
  solana: true,
  walletAdapter: true,
}
