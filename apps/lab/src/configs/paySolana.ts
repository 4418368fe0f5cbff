import { pay } from '@portico/pay'
import type { LabConfig } from './LabConfig.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

export const paySolana: LabConfig = {
  name: 'pay-solana',
  title: 'Pay a merchant on EVM and Solana',
  description:
    "@portico/pay on (features.pay) with the local EVM chains and the local Solana chain: the Pay panel asks for a payment on the active network, in the devnet's USDC (the ERC-20 on EVM, the SPL token on Solana) or the network's coin; on Solana the Solana test wallet signs the SOL transfer or the SPL transfer (the merchant's token account created in the same transaction when missing). Project portico-lab on the lab's Portico Cloud.",
  options: { themeMode: 'dark', defaultNamespace: 'eip155', features: { pay: true }, plugins: [pay()] },
  wallets: { announced: [labTestWallet], windowEthereum: false, solana: [labSolanaTestWallet] },
  layout: 'modal',
  cloud: { projectId: 'portico-lab', testnets: false },
  solana: true,
  pay: true,
}
