import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const cloudBasic: LabConfig = {
  name: 'cloud-basic',
  title: 'Cloud URL, basic mode',
  description:
    'Project portico-lab with a cloud URL but basic: true: no request ever reaches the cloud, remote features are off, All wallets filters the installed wallets.',
  options: { themeMode: 'dark', basic: true },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab' },
}
