import { isNetworkSupported } from '../../caip/isNetworkSupported.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { createAccountState } from '../../state/createAccountState.js'
import { createNetworkState } from '../../state/createNetworkState.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { forgetConnection } from './forgetConnection.js'

/**
 * Local side of a disconnect (docs/behaviour.md#transitions): resets the namespace's account (address, user, wallet
 * info, balance; status disconnected) and network state (an unsupported network gives way to
 * the namespace's first network), removes its connector id, connections and stored connection.
 */
export function resetNamespace(
  context: Pick<PorticoContext, 'state' | 'storage'>,
  namespace: ChainNamespace,
  parameters: { byVisitor: boolean },
): void {
  const { state } = context
  const chain = state.chains[namespace]
  if (!chain) return
  const connectorId = state.activeConnectorIds[namespace]
  const current = chain.networkState.caipNetwork
  const network = current && isNetworkSupported(chain.caipNetworks, current) ? current : chain.caipNetworks[0]
  chain.accountState = createAccountState()
  chain.networkState = createNetworkState(chain.caipNetworks, network)
  delete state.activeConnectorIds[namespace]
  for (const connection of state.connections[namespace] ?? [])
    state.connectorStatus[connection.connectorId] = 'disconnected'
  if (connectorId !== undefined) state.connectorStatus[connectorId] = 'disconnected'
  delete state.connections[namespace]
  forgetConnection(context.storage, { namespace, connectorId, byVisitor: parameters.byVisitor })
  if (state.activeNamespace === namespace) {
    const connected = Object.values(state.chains).find((entry) => entry.accountState.status === 'connected')
    if (connected) state.activeNamespace = connected.namespace
  }
}
