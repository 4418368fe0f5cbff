import { pay } from '@portico/pay'
import type { LabConfig } from './LabConfig.js'
import { labTestWallet } from './labTestWallet.js'

export const payConfig: LabConfig = {
  name: 'pay',
  title: 'Pay a merchant',
  description:
    "@portico/pay on (features.pay): the Pay panel asks for a payment to a merchant's address (5 USDC of the devnet's token, or ETH) on the connected EVM network; the Pay view shows the amount and the recipient, the wallet sends the transfer, and the panel shows what pay() resolved with (the hash) or its error's code. Project portico-lab on the lab's Portico Cloud, whose exchange is the devnet's sandbox: Pay from Binnacle opens its page, where trader@exchange.local (password portico-local) pays from the exchange's wallet and broke@exchange.local's payment fails.",
  options: { themeMode: 'dark', features: { pay: true }, plugins: [pay()] },
  wallets: { announced: [labTestWallet], windowEthereum: false },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  pay: true,
}
