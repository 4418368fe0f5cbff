import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { networkForChainId } from '../../state/networkForChainId.js'
import { placeAccount } from '../../state/placeAccount.js'
import type { ChainNamespace } from '../../types/namespace.js'

/**
 * The wallet moved to another chain on its own side: the namespace takes the app's network for
 * it, or the 'unsupported network' placeholder (docs/behaviour.md#transitions). Emits CHAIN_CHANGED.
 */
export function applyChainChanged(
  context: Pick<PorticoContext, 'state' | 'storage' | 'emit'>,
  namespace: ChainNamespace,
  chainId: number | string,
): void {
  const chain = context.state.chains[namespace]
  if (!chain) return
  const network = networkForChainId(chain, chainId)
  chain.networkState.caipNetwork = network
  const account = chain.accountState
  if (account.address) placeAccount(account, namespace, network, account.address)
  for (const connection of context.state.connections[namespace] ?? []) connection.caipNetwork = network
  if (isNetworkSupported(chain.caipNetworks, network))
    context.storage.set('activeNetworkId', network.caipNetworkId)
  context.emit({ type: 'CHAIN_CHANGED', caipNetworkId: network.caipNetworkId })
}
