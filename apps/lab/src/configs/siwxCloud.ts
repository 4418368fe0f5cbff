import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const siwxCloud: LabConfig = {
  name: 'siwx-cloud',
  title: 'Sign in with X, Portico Cloud',
  description:
    "Sign-in verified by the lab's Portico Cloud (cloudSiwx from @portico/siwx): the nonce comes from the cloud, which checks the signature and answers a session token.",
  options: { themeMode: 'dark' },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab' },
  siwx: { kind: 'cloud', statement: 'Sign in to the Portico lab' },
}
