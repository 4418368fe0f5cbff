import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import { DisconnectError } from '../../errors/DisconnectError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { RemoteSession } from '../../types/remoteSession.js'
import { reportError } from '../errorReports/reportError.js'
import { forgetRemoteSession } from './forgetRemoteSession.js'
import { resetNamespace } from './resetNamespace.js'

/** Connectors whose session spans every namespace: disconnecting one disconnects all (docs/behaviour.md#transitions). */
const SHARED_SESSION_TYPES: readonly string[] = ['AUTH', 'WALLET_CONNECT']

type DisconnectContext = Pick<PorticoContext, 'state' | 'storage' | 'adapters' | 'emit' | 'remoteSessions'>

function sharesSession(context: DisconnectContext, namespace: ChainNamespace): boolean {
  const connectorId = context.state.activeConnectorIds[namespace]
  if (connectorId !== undefined && context.remoteSessions.has(connectorId)) return true
  const connector = context.state.connectors.find(
    (entry) => entry.chain === namespace && entry.id === connectorId,
  )
  return connector !== undefined && SHARED_SESSION_TYPES.includes(connector.type)
}

function connectedNamespaces(context: Pick<PorticoContext, 'state'>): ChainNamespace[] {
  return Object.values(context.state.chains)
    .filter(
      (chain) =>
        chain.accountState.status !== 'disconnected' || context.state.activeConnectorIds[chain.namespace],
    )
    .map((chain) => chain.namespace)
}

/** The namespace's other connections (multi-wallet) end at their wallet too, so the app's wallet library holds none. */
async function disconnectKeptConnections(context: DisconnectContext, namespace: ChainNamespace) {
  const { state } = context
  for (const { connectorId } of state.connections[namespace] ?? []) {
    if (
      connectorId === state.activeConnectorIds[namespace] ||
      state.connectorStatus[connectorId] !== 'connected'
    )
      continue
    await context.adapters
      .get(namespace)
      ?.disconnect({ connectorId })
      .catch((error: unknown) => console.warn('Portico: could not disconnect a kept wallet', error))
  }
}

/**
 * Disconnects one namespace, or every connected one (docs/behaviour.md#transitions; also when the namespace's connector
 * is the auth or wallet-connection one, or a remote wallet's session, which spans namespaces): asks each adapter to disconnect
 * its active connector and the other connections the namespace keeps (multi-wallet), then resets the namespace whatever the wallet answered (DISCONNECT_SUCCESS when it
 * agreed); a remote session ends once (`session.disconnect()`). A wallet failure is reported as 'Failed to disconnect chains: {reason}'
 * (DISCONNECT_ERROR).
 */
export async function disconnectWallets(
  context: DisconnectContext,
  parameters: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const { namespace } = parameters
  if (namespace !== undefined && !context.adapters.has(namespace))
    throw new AdapterNotFoundError({ namespace })
  const namespaces =
    namespace === undefined || sharesSession(context, namespace) ? connectedNamespaces(context) : [namespace]
  const failures: unknown[] = []
  const sessions = new Set<RemoteSession>()
  for (const entry of namespaces) {
    const connectorId = context.state.activeConnectorIds[entry]
    const remote = connectorId === undefined ? undefined : context.remoteSessions.get(connectorId)
    if (remote && connectorId !== undefined) {
      sessions.add(remote.session)
      forgetRemoteSession(context, connectorId)
    }
    let failed = false
    try {
      if (connectorId !== undefined) await context.adapters.get(entry)?.disconnect({ connectorId })
    } catch (error) {
      failures.push(error)
      failed = true
    }
    await disconnectKeptConnections(context, entry)
    resetNamespace(context, entry, { byVisitor: true })
    if (!failed) context.emit({ type: 'DISCONNECT_SUCCESS', namespace: entry })
  }
  // A remote wallet's session spans its namespaces: it ends once, after each adapter let go of it.
  for (const session of sessions) {
    try {
      await session.disconnect()
    } catch (error) {
      failures.push(error)
    }
  }
  if (failures.length > 0) {
    const error = new DisconnectError({ cause: failures[0] })
    context.emit({ type: 'DISCONNECT_ERROR', message: error.shortMessage })
    reportError(context, 'CONNECTION', error)
    throw error
  }
}
