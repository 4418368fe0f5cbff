import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const cloudDisallowedOrigin: LabConfig = {
  name: 'cloud-disallowed-origin',
  title: 'Cloud, disallowed origin',
  description:
    "Project portico-lab-disallowed (only https://app.example.com): the cloud refuses the lab's origin and the modal shows 'Invalid App Configuration' once.",
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab-disallowed' },
}
