import { receiveFeature } from '@portico/receive'
import type { LabConfig } from './LabConfig.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

export const sendSolana: LabConfig = {
  name: 'send-solana',
  title: 'Send on EVM and Solana',
  description:
    "Project portico-lab on the lab's Portico Cloud, the local EVM chains and the local Solana chain as non-test networks, receive and send installed: Send lists the devnet's tokens (the cloud's portfolio on EVM, the SPL token accounts on Solana).",
  options: { themeMode: 'dark', defaultNamespace: 'eip155', plugins: [receiveFeature] },
  wallets: { announced: [labTestWallet], windowEthereum: false, solana: [labSolanaTestWallet] },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  solana: true,
  send: true,
}
