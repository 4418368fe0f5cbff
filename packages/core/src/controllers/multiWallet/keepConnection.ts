import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { AdapterConnection } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { storeConnections } from './storeConnections.js'

/**
 * Adds a connection the adapter restored to the namespace's kept ones, after the active one: listed,
 * not active (the app's account stays the active one's), stored for the next visit.
 */
export function keepConnection(
  context: Pick<PorticoContext, 'state' | 'storage'>,
  namespace: ChainNamespace,
  result: AdapterConnection,
): void {
  const { state } = context
  const chain = state.chains[namespace]
  const list = state.connections[namespace]
  if (!chain || !list || state.activeConnectorIds[namespace] === result.connectorId) return
  state.connections[namespace] = [
    ...list.filter((entry) => entry.connectorId !== result.connectorId),
    {
      connectorId: result.connectorId,
      accounts: result.accounts,
      // The app's network of that id (networkForChainId would pull the CAIP helpers out of the widget's first chunk).
      caipNetwork: chain.caipNetworks.find((network) => String(network.id) === String(result.chainId)),
    },
  ]
  state.connectorStatus[result.connectorId] = 'connected'
  storeConnections(context, namespace)
}
