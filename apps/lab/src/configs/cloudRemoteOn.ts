import { swaps } from '@portico/swaps'
import type { LabConfig } from './LabConfig.js'
import { labRegistryTestWallet } from './labRegistryTestWallet.js'

export const cloudRemoteOn: LabConfig = {
  name: 'cloud-remote-on',
  title: 'Cloud, remote features on',
  description:
    "Project portico-lab on the lab's Portico Cloud: the registry's All wallets list, and local features (email, swaps off; swaps installed, its switch the cloud decides) that the remote ones override, with the 'Local configuration ignored' warning.",
  options: { themeMode: 'dark', features: { email: false, swaps: false }, plugins: [swaps()] },
  wallets: { announced: [labRegistryTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab' },
}
