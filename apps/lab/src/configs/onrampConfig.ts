import { activity } from '@portico/activity'
import { onramp } from '@portico/onramp'
import { receiveFeature } from '@portico/receive'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const onrampConfig: LabConfig = {
  name: 'onramp',
  title: 'Buy (on-ramp)',
  description:
    "Project portico-lab on the lab's Portico Cloud, whose on-ramp quotes the devnet's two provider sandboxes (Mellow Ramp for meld, 1.2 %; Coinbarn for coinbase, 1.9 %): the Account view's Buy entry (first, before Receive and Send) buys ETH by hand with the sandboxes' test cards (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3063 stays pending, then succeeds); Activity lists each purchase (Buying, then Bought).",
  options: { themeMode: 'dark', plugins: [onramp({ pollMs: 1_000 }), receiveFeature, activity()] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  send: true,
}
