import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoState } from '../../types/state.js'

/**
 * Whether the UnsupportedChain view applies (docs/behaviour.md#views): the namespace is connected on a network
 * the app does not support, network switching is on and unsupported chains are not allowed.
 */
export function isUnsupportedChainShown(
  state: Pick<PorticoState, 'chains'>,
  options: { enableNetworkSwitch: boolean; allowUnsupportedChain: boolean },
  namespace: ChainNamespace,
): boolean {
  const chain = state.chains[namespace]
  if (chain?.accountState.status !== 'connected') return false
  if (!options.enableNetworkSwitch || options.allowUnsupportedChain) return false
  return !isNetworkSupported(chain.caipNetworks, chain.networkState.caipNetwork)
}
