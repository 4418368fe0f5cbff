import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { AdapterEvent } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { storeConnections } from './storeConnections.js'

/**
 * What the wallet of a connection the namespace keeps besides its active one (multi-wallet) did on its
 * own side: other accounts replace the connection's (its row shows them, the app's account stays the
 * active one's); no account or a disconnect ends it, and it leaves the list. Stored for the next visit.
 */
export function applyKeptWalletEvent(
  context: Pick<PorticoContext, 'state' | 'storage'>,
  namespace: ChainNamespace,
  event: Extract<AdapterEvent, { type: 'accountsChanged' | 'disconnect' }>,
): void {
  const { state } = context
  const list = state.connections[namespace] ?? []
  const kept = list.find((entry) => entry.connectorId === event.connectorId)
  if (!kept || state.activeConnectorIds[namespace] === event.connectorId) return
  if (event.type === 'accountsChanged' && event.accounts.length > 0) {
    kept.accounts = event.accounts.map((address) => ({ address, type: 'eoa' }))
  } else {
    state.connections[namespace] = list.filter((entry) => entry !== kept)
    state.connectorStatus[event.connectorId] = 'disconnected'
  }
  storeConnections(context, namespace)
}
