import { names } from '@portico/names'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const cloudIdentity: LabConfig = {
  name: 'cloud-identity',
  title: 'Cloud, balance and identity',
  description:
    "Project portico-lab on the lab's Portico Cloud, with the local chains as non-test networks: the balance and the profile name come from the cloud's blockchain API (register a name for the account to see it).",
  options: { themeMode: 'dark', plugins: [names()] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
}
