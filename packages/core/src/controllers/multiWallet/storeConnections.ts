import type { PorticoStorage } from '../../storage/createStorage.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoState } from '../../types/state.js'

/** Stores a namespace's connections as they are now (the next visit restores the kept ones with the active one). */
export function storeConnections(
  context: { readonly state: Pick<PorticoState, 'connections'>; readonly storage: PorticoStorage },
  namespace: ChainNamespace,
): void {
  const { storage } = context
  const connections = context.state.connections[namespace]
  // Only a namespace still connected: a disconnect has already forgotten its stored connections.
  if (connections) storage.set('connections', { ...storage.get('connections'), [namespace]: connections })
}
