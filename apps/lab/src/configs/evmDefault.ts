import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmDefault: LabConfig = {
  name: 'evm-default',
  title: 'EVM, defaults',
  description: 'Both local chains, dark theme, every option on its default; one announced test wallet.',
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
}
