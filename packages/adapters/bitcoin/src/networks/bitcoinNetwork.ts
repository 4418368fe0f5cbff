import { defineNetwork, type Network } from '@portico/core'
import { genesisReference } from './genesisReference.js'

export interface BitcoinNetworkParameters {
  /** The chain's genesis block hash; its first 32 hex characters become the network id. */
  genesisHash: string
  name: string
  /** The Esplora REST API (balances, UTXOs, fees, broadcast), e.g. `https://blockstream.info/api`. */
  esploraUrl: string
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

/**
 * A Portico network for a Bitcoin chain: id and CAIP-2 reference are the first 32 hex characters
 * of the genesis block hash (`bip122:<reference>`), the native currency BTC with 8 decimals, and
 * the Esplora API as the network's default HTTP RPC URL.
 * @example bitcoinNetwork({ genesisHash, name: 'Signet', esploraUrl: 'https://mempool.space/signet/api' })
 */
export function bitcoinNetwork({
  genesisHash,
  name,
  esploraUrl,
  blockExplorer,
  testnet,
}: BitcoinNetworkParameters): Network {
  return defineNetwork(
    {
      id: genesisReference(genesisHash),
      name,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [esploraUrl] } },
      ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
      ...(testnet === undefined ? {} : { testnet }),
    },
    'bip122',
  )
}
