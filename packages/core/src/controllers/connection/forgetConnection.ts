import type { PorticoStorage } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { storedList, storedRecord } from './storedShapes.js'

/** Sign-in leftovers cleared whenever a connection ends (docs/behaviour.md#transitions). */
const SIGN_IN_KEYS = [
  'emailLoginUsed',
  'email',
  'lastUsedChain',
  'socialUsername',
  'connectedSocial',
] as const

/**
 * Removes a namespace's stored connection (connector id, connected namespace, connections) and,
 * when there was one, the sign-in leftovers (login-used flag, e-mail, last chain, social provider
 * and username). With `byVisitor` the connector is remembered as disconnected on purpose.
 */
export function forgetConnection(
  storage: PorticoStorage,
  parameters: { namespace: ChainNamespace; connectorId: string | undefined; byVisitor: boolean },
): void {
  const { namespace, connectorId } = parameters
  const { [namespace]: _connectorId, ...activeConnectorIds } = storedRecord(storage.get('activeConnectorIds'))
  storage.set('activeConnectorIds', activeConnectorIds)
  const { [namespace]: _connections, ...connections } = storedRecord(storage.get('connections'))
  storage.set('connections', connections)
  const namespaces = storedList(storage.get('connectedNamespaces')).filter((entry) => entry !== namespace)
  storage.set('connectedNamespaces', namespaces)
  if (namespaces.length === 0) storage.set('connectionStatus', 'disconnected')
  if (connectorId === undefined) return
  for (const key of SIGN_IN_KEYS) storage.remove(key)
  if (parameters.byVisitor) {
    const disconnected = storedRecord(storage.get('disconnectedConnectorIds'))
    const ids = storedList(disconnected[namespace])
    if (!ids.includes(connectorId)) {
      storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: [...ids, connectorId] })
    }
  }
}
