import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmNoReconnect: LabConfig = {
  name: 'evm-no-reconnect',
  title: 'EVM, reconnect off',
  description:
    'enableReconnect: false — a reload starts disconnected even when the wallet is still authorised.',
  options: { themeMode: 'dark', enableReconnect: false },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
}
