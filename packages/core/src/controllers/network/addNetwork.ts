import { ref } from 'valtio/vanilla'
import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { Network } from '../../types/network.js'

/**
 * Adds a network to a namespace (docs/behaviour.md#validation): the namespace needs an adapter ("Adapter for
 * namespace {ns} doesn't exist"); a network whose id is already there is ignored.
 */
export function addNetwork(
  context: Pick<PorticoContext, 'state' | 'adapters'>,
  namespace: ChainNamespace,
  network: Network,
): void {
  const chain = context.state.chains[namespace]
  if (!context.adapters.has(namespace) || !chain) throw new AdapterNotFoundError({ namespace })
  if (chain.caipNetworks.some((existing) => existing.caipNetworkId === network.caipNetworkId)) return
  // Held as it is, as the options' networks are (createPorticoState).
  chain.caipNetworks.push(ref(network))
  chain.networkState.requestedCaipNetworks.push(network)
  chain.networkState.caipNetwork ??= network
}
