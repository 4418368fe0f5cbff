import { cosmosNetwork } from './cosmosNetwork.js'

/** The Cosmos Hub (`cosmos:cosmoshub-4`), ATOM. */
export const cosmoshub = cosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  rpcUrl: 'https://cosmos-rpc.publicnode.com',
  restUrl: 'https://cosmos-rest.publicnode.com',
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  gasPrice: 0.025,
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
})
