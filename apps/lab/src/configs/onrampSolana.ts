import { onramp } from '@portico/onramp'
import { receiveFeature } from '@portico/receive'
import type { LabConfig } from './LabConfig.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

export const onrampSolana: LabConfig = {
  name: 'onramp-solana',
  title: 'Buy (on-ramp) on EVM and Solana',
  description:
    "The onramp config with the local Solana chain and the Solana test wallet: on Solana the Account view's Buy entry buys SOL from the devnet's two provider sandboxes (Mellow Ramp for meld, 1.2 %; Coinbarn for coinbase, 1.9 %), delivered from their Solana treasuries to the connected base58 account, with the same test cards (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3063 stays pending). Project portico-lab on the lab's Portico Cloud.",
  options: {
    themeMode: 'dark',
    defaultNamespace: 'eip155',
    plugins: [onramp({ pollMs: 1_000 }), receiveFeature],
  },
  wallets: { announced: [labTestWallet], windowEthereum: false, solana: [labSolanaTestWallet] },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  solana: true,
}
