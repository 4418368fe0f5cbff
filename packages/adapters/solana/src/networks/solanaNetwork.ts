import { defineNetwork, type Network } from '@portico/core'
import { genesisReference } from './genesisReference.js'

export interface SolanaNetworkParameters {
  /** The cluster's genesis hash (`getGenesisHash`); its first 32 characters become the network id. */
  genesisHash: string
  name: string
  rpcUrl: string
  /** PubSub endpoint for balance subscriptions; without it the balance is polled. */
  wsUrl?: string
  blockExplorer?: { name: string; url: string }
  testnet?: boolean
}

/**
 * A Portico network for a Solana cluster: id and CAIP-2 reference are the first 32 characters of
 * the genesis hash (`solana:<reference>`), the native currency SOL with 9 decimals.
 * @example solanaNetwork({ genesisHash, name: 'My cluster', rpcUrl: 'https://rpc.example' })
 */
export function solanaNetwork({
  genesisHash,
  name,
  rpcUrl,
  wsUrl,
  blockExplorer,
  testnet,
}: SolanaNetworkParameters): Network {
  return defineNetwork(
    {
      id: genesisReference(genesisHash),
      name,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [rpcUrl], ...(wsUrl ? { webSocket: [wsUrl] } : {}) } },
      ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
      ...(testnet === undefined ? {} : { testnet }),
    },
    'solana',
  )
}
