import { receiveFeature } from '@portico/receive'
import { swaps } from '@portico/swaps'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const swapsConfig: LabConfig = {
  name: 'swaps',
  title: 'Swaps',
  description:
    "Project portico-lab on the lab's Portico Cloud, whose swap service quotes over the devnet's Uniswap v2 pools (ETH, USDC, USDT, PTK, DTT): the Account view's Swap entry (before Receive and Send) swaps by hand, with an approval first when the token needs one.",
  options: { themeMode: 'dark', plugins: [swaps(), receiveFeature] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  send: true,
}
