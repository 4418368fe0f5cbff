import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmAllowUnsupported: LabConfig = {
  name: 'evm-allow-unsupported',
  title: 'EVM, unsupported chains allowed',
  description:
    'allowUnsupportedChain: a wallet on a chain the app does not list stays connected, no blocking view.',
  options: { themeMode: 'dark', allowUnsupportedChain: true },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
}
