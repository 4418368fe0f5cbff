import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmNoNetworkSwitch: LabConfig = {
  name: 'evm-no-network-switch',
  title: 'EVM, network switch off',
  description: 'enableNetworkSwitch: false — the visitor cannot switch networks from the modal.',
  options: { themeMode: 'dark', enableNetworkSwitch: false },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
}
