import { genesisReference } from './genesisReference.js'
import type { PolkadotNetwork } from './PolkadotNetworkTypes.js'

export interface PolkadotNetworkParameters {
  genesisHash: string
  name: string
  /** The node's WebSocket endpoint (`wss://…`, `ws://…`). */
  wsUrl: string
  ss58Prefix: number
  symbol: string
  decimals: number
  testnet?: boolean
  blockExplorer?: { name: string; url: string }
}

/**
 * A Portico network for any Substrate chain: CAIP-2 `polkadot:<genesis reference>`, its id the
 * reference, the node's WebSocket URL as RPC (also listed as http: Substrate nodes serve both).
 */
export function polkadotNetwork({
  genesisHash,
  name,
  wsUrl,
  ss58Prefix,
  symbol,
  decimals,
  testnet,
  blockExplorer,
}: PolkadotNetworkParameters): PolkadotNetwork {
  const reference = genesisReference(genesisHash)
  return {
    id: reference,
    caipNetworkId: `polkadot:${reference}`,
    chainNamespace: 'polkadot',
    name,
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [wsUrl], webSocket: [wsUrl] } },
    ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
    ...(testnet === undefined ? {} : { testnet }),
    polkadot: { genesisHash, ss58Prefix },
  }
}
