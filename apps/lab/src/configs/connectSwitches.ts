import { walletConnect } from '@portico/walletconnect'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

/**
 * The Connect view's option switches at once, on the lab cloud (a registry): the terms checkbox first, the wallet
 * list behind one entry, and WalletConnect turned off although `walletConnect()` is given.
 */
export const connectSwitches: LabConfig = {
  name: 'connect-switches',
  title: 'Connect switches: legal checkbox, collapsed wallets, WalletConnect off',
  description:
    "features.legalCheckbox (tick the terms box before any wallet can be chosen; remembered), features.collapseWallets ('Continue with a wallet' opens the list) and enableWalletConnect: false (no QR row, AllWallets lists the installed wallets only).",
  options: {
    themeMode: 'dark',
    features: { legalCheckbox: true, collapseWallets: true },
    termsConditionsUrl: 'https://example.com/terms',
    privacyPolicyUrl: 'https://example.com/privacy',
    enableWalletConnect: false,
    plugins: [walletConnect()],
  },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab' },
}
