import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/namespace.js'

/**
 * Removes a network from a namespace (docs/behaviour.md#validation; the namespace needs an adapter). When it was the
 * active network of a namespace that is not connected, the first remaining network takes over;
 * a connected wallet stays where it is (the network is now unsupported).
 */
export function removeNetwork(
  context: Pick<PorticoContext, 'state' | 'adapters'>,
  namespace: ChainNamespace,
  caipNetworkId: CaipNetworkId,
): void {
  const chain = context.state.chains[namespace]
  if (!context.adapters.has(namespace) || !chain) throw new AdapterNotFoundError({ namespace })
  chain.caipNetworks = chain.caipNetworks.filter((network) => network.caipNetworkId !== caipNetworkId)
  chain.networkState.requestedCaipNetworks = chain.networkState.requestedCaipNetworks.filter(
    (network) => network.caipNetworkId !== caipNetworkId,
  )
  const active = chain.networkState.caipNetwork
  if (active?.caipNetworkId === caipNetworkId && chain.accountState.status !== 'connected') {
    chain.networkState.caipNetwork = chain.caipNetworks[0]
  }
}
