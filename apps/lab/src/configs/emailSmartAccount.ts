import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const emailSmartAccount: LabConfig = {
  name: 'email-smart-account',
  title: 'E-mail login with a sponsored smart account',
  description:
    "Project portico-lab-sponsored (its paymaster pays its smart accounts' gas, 0.1 ETH per account, chain and day) with the embedded wallet: after an e-mail login the Account view offers the switch to the smart account (a Safe 1.4.1 with its 4337 module, through the cloud's bundler); a send as the smart account goes as a sponsored user operation, the frame's review naming the app as the fee payer.",
  options: { themeMode: 'dark', defaultNamespace: 'eip155', features: { email: true } },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab-sponsored', testnets: false },
  embeddedWallet: true,
}
