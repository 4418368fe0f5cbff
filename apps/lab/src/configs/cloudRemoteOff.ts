import { swaps } from '@portico/swaps'
import type { LabConfig } from './LabConfig.js'
import { labRegistryTestWallet } from './labRegistryTestWallet.js'

export const cloudRemoteOff: LabConfig = {
  name: 'cloud-remote-off',
  title: 'Cloud off, local features',
  description:
    'The same local features as cloud-remote-on (email, swaps off; swaps installed, its switch the cloud decides) without a cloud URL: they apply as set, no registry (All wallets filters the installed wallets).',
  options: { themeMode: 'dark', features: { email: false, swaps: false }, plugins: [swaps()] },
  wallets: { announced: [labRegistryTestWallet], windowEthereum: false },
  layout: 'modal',
}
