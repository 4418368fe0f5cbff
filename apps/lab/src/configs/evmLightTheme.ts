import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmLightTheme: LabConfig = {
  name: 'evm-light-theme',
  title: 'EVM, light theme',
  description: 'themeMode light with a custom accent and radius from the public token set.',
  options: {
    themeMode: 'light',
    themeVariables: { '--portico-accent': '#0b7a53', '--portico-border-radius-master': '2px' },
  },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
}
