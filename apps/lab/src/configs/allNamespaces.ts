import type { LabConfig } from './LabConfig.js'
import { labBitcoinTestWallet } from './labBitcoinTestWallet.js'
import { labCosmosTestWallet } from './labCosmosTestWallet.js'
import { labPolkadotTestWallet } from './labPolkadotTestWallet.js'
import { labSolanaTestWallet } from './labSolanaTestWallet.js'
import { labTestWallet } from './labTestWallet.js'

export const allNamespaces: LabConfig = {
  name: 'all-namespaces',
  title: 'Every namespace',
  description:
    'Both local EVM chains, the local Solana chain, Bitcoin regtest, the local Cosmos chain and the local Polkadot chain with their adapters, dark theme; one test wallet per namespace.',
  options: { themeMode: 'dark', defaultNamespace: 'eip155' },
  wallets: {
    announced: [labTestWallet],
    windowEthereum: false,
    solana: [labSolanaTestWallet],
    bitcoin: [labBitcoinTestWallet],
    cosmos: [labCosmosTestWallet],
    polkadot: [labPolkadotTestWallet],
  },
  layout: 'modal',
  solana: true,
  bitcoin: true,
  cosmos: true,
  polkadot: true,
}
