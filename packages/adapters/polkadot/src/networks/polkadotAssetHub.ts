import { polkadotNetwork } from './polkadotNetwork.js'

/** Polkadot Asset Hub (`polkadot:68d56f15f85d3136970ec16946040bc1`), DOT with 10 decimals. */
export const polkadotAssetHub = polkadotNetwork({
  genesisHash: '0x68d56f15f85d3136970ec16946040bc1752654e906147f7e43e9d539d7c3de2f',
  name: 'Polkadot Asset Hub',
  wsUrl: 'wss://polkadot-asset-hub-rpc.polkadot.io',
  ss58Prefix: 0,
  symbol: 'DOT',
  decimals: 10,
  blockExplorer: { name: 'Subscan', url: 'https://assethub-polkadot.subscan.io' },
})
