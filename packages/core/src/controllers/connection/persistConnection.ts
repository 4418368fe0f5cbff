import type { PorticoStorage } from '../../storage/createStorage.js'
import type { Connection } from '../../types/account.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/namespace.js'
import { storedList, storedRecord } from './storedShapes.js'

/**
 * Remembers a namespace's connection so the next visit can ask the adapter to reconnect it, with the
 * other connections the namespace keeps (multi-wallet), which the next visit restores after it.
 */
export function persistConnection(
  storage: PorticoStorage,
  parameters: {
    namespace: ChainNamespace
    connection: Connection
    connections: Connection[]
    caipNetworkId: CaipNetworkId
  },
): void {
  const { namespace, connection } = parameters
  storage.set('activeConnectorIds', {
    ...storedRecord(storage.get('activeConnectorIds')),
    [namespace]: connection.connectorId,
  })
  const namespaces = storedList(storage.get('connectedNamespaces'))
  if (!namespaces.includes(namespace)) storage.set('connectedNamespaces', [...namespaces, namespace])
  storage.set('connections', {
    ...storedRecord(storage.get('connections')),
    [namespace]: parameters.connections,
  })
  storage.set('connectionStatus', 'connected')
  storage.set('activeNamespace', namespace)
  storage.set('activeNetworkId', parameters.caipNetworkId)
  const disconnected = storedRecord(storage.get('disconnectedConnectorIds'))
  const ids = storedList(disconnected[namespace])
  if (ids.includes(connection.connectorId)) {
    const rest = ids.filter((id) => id !== connection.connectorId)
    storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: rest })
  }
}
