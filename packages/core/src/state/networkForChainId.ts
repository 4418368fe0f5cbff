import { normalizeChainId } from '../caip/normalizeChainId.js'
import { unsupportedNetwork } from '../caip/unsupportedNetwork.js'
import type { ChainState } from '../types/account.js'
import type { Network } from '../types/network.js'

/**
 * The app's network for a chain id a wallet reports, or the 'unsupported network' placeholder
 * when the app does not know it (docs/behaviour.md#transitions).
 */
export function networkForChainId(
  chain: Pick<ChainState, 'namespace' | 'caipNetworks'>,
  chainId: number | string,
): Network {
  const id = normalizeChainId(chain.namespace, chainId)
  const known = chain.caipNetworks.find((network) => String(network.id) === String(id))
  return known ?? unsupportedNetwork(chain.namespace, id)
}
