import { cosmosNetwork } from './cosmosNetwork.js'

/** Osmosis (`cosmos:osmosis-1`), OSMO. */
export const osmosis = cosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  rpcUrl: 'https://osmosis-rpc.publicnode.com',
  restUrl: 'https://osmosis-rest.publicnode.com',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  gasPrice: 0.025,
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
})
