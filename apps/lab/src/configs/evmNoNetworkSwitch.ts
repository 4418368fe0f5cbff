import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmNoNetworkSwitch: LabConfig = {
  name: 'evm-no-network-switch',
  title: 'EVM, network switch off',
  description:
    'enableNetworkSwitch: false — a wallet on a chain the app does not list gets no blocking UnsupportedChain view.',
  options: { themeMode: 'dark', enableNetworkSwitch: false },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
}
