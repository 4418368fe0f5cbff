import { activity } from '@portico/activity'
import { names } from '@portico/names'
import { receiveFeature } from '@portico/receive'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const accountFeatures: LabConfig = {
  name: 'account-features',
  title: 'Account features',
  description:
    "Project portico-lab on the lab's Portico Cloud with the local chains as non-test networks: the Account view's Tokens and NFTs tabs list what the devnet minted to the account, Activity its indexed transactions, an account without a name can register one, and the feature packages the lab installs (receive, send, activity, names) add their entries.",
  options: { themeMode: 'dark', plugins: [receiveFeature, activity(), names()] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  send: true,
}
