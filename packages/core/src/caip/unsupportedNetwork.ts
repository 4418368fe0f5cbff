import { formatCoreMessage } from '../errors/formatCoreMessage.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'
import { normalizeChainId } from './normalizeChainId.js'

/**
 * The 'unsupported network' placeholder (docs/behaviour.md#transitions) for a chain the wallet is on but the app does
 * not know: named 'Unknown Network', with no RPC URLs and no currency. isNetworkSupported tells it apart.
 */
export function unsupportedNetwork(namespace: ChainNamespace, chainId: number | string): Network {
  const id = normalizeChainId(namespace, chainId)
  return {
    id,
    caipNetworkId: formatCaipNetworkId({ chainNamespace: namespace, chainId: id }),
    chainNamespace: namespace,
    name: formatCoreMessage('UNSUPPORTED_NETWORK_NAME'),
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] }, chainDefault: { http: [] } },
  }
}
