import { multiWallet } from '@portico/multiwallet'
import type { LabConfig } from './LabConfig.js'
import { labSecondSolanaTestWallet } from './labSecondSolanaTestWallet.js'
import { labSecondTestWallet } from './labSecondTestWallet.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

const wallets = { announced: [labTestWallet, labSecondTestWallet], windowEthereum: false }

export const multiWalletOn: LabConfig = {
  name: 'multi-wallet',
  title: 'Several wallets at once',
  description:
    "Project portico-lab-multiwallet (the multiWallet remote feature on) with two EVM test wallets and @portico/multiwallet: Account's Wallets button opens ProfileWallets, where both connections show with their balances, one is switched to (the app's wagmi account follows) and one disconnected; Add wallet connects the other.",
  options: { themeMode: 'dark', plugins: [multiWallet] },
  wallets,
  layout: 'modal',
  cloud: { projectId: 'portico-lab-multiwallet', testnets: false },
}

export const multiWalletOff: LabConfig = {
  name: 'multi-wallet-off',
  title: 'Several wallets, feature off',
  description:
    "Project portico-lab (multiWallet off, its default) with the same two wallets and @portico/multiwallet: ProfileWallets shows the 'Multi-Wallet Not Enabled' alert and only the active connection.",
  options: { themeMode: 'dark', plugins: [multiWallet] },
  wallets,
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
}

export const multiWalletSolana: LabConfig = {
  name: 'multi-wallet-solana',
  title: 'Several Solana wallets at once',
  description:
    'Project portico-lab-multiwallet (the multiWallet remote feature on) with the local Solana chain first and two Wallet Standard Solana test wallets and @portico/multiwallet: both connect at once, ProfileWallets lists them with their balances, and the one switched to signs.',
  options: { themeMode: 'dark', defaultNamespace: 'solana', plugins: [multiWallet] },
  wallets: {
    announced: [labTestWallet],
    windowEthereum: false,
    solana: [labSolanaTestWallet, labSecondSolanaTestWallet],
  },
  layout: 'modal',
  solana: true,
  cloud: { projectId: 'portico-lab-multiwallet', testnets: false },
}
