import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const cloudBadProject: LabConfig = {
  name: 'cloud-bad-project',
  title: 'Cloud, unknown project id',
  description: "An unknown project id (portico-lab-unknown): the modal shows 'Invalid Project ID' once.",
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab-unknown' },
}
