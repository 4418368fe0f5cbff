import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const evmEmbeddedInline: LabConfig = {
  name: 'evm-embedded-inline',
  title: 'EVM, embedded inline',
  description: 'enableEmbedded: the modal is not appended to the body; the page places it inline.',
  options: { themeMode: 'dark', enableEmbedded: true },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'embedded',
}
