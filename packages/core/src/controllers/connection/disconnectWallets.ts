import { AdapterNotFoundError } from '../../errors/AdapterNotFoundError.js'
import { DisconnectError } from '../../errors/DisconnectError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { reportError } from '../errorReports/reportError.js'
import { resetNamespace } from './resetNamespace.js'

/** Connectors whose session spans every namespace: disconnecting one disconnects all (spec §4). */
const SHARED_SESSION_TYPES: readonly string[] = ['AUTH', 'WALLET_CONNECT']

function sharesSession(context: Pick<PorticoContext, 'state'>, namespace: ChainNamespace): boolean {
  const connectorId = context.state.activeConnectorIds[namespace]
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

/**
 * Disconnects one namespace, or every connected one (spec §4; also when the namespace's connector
 * is the auth or wallet-connection one, whose session spans namespaces): asks each adapter to disconnect
 * its active connector, then resets the namespace whatever the wallet answered (DISCONNECT_SUCCESS when it
 * agreed). A wallet failure is reported as 'Failed to disconnect chains: {reason}'
 * (DISCONNECT_ERROR).
 */
export async function disconnectWallets(
  context: Pick<PorticoContext, 'state' | 'storage' | 'adapters' | 'emit'>,
  parameters: { namespace?: ChainNamespace } = {},
): Promise<void> {
  const { namespace } = parameters
  if (namespace !== undefined && !context.adapters.has(namespace))
    throw new AdapterNotFoundError({ namespace })
  const namespaces =
    namespace === undefined || sharesSession(context, namespace) ? connectedNamespaces(context) : [namespace]
  const failures: unknown[] = []
  for (const entry of namespaces) {
    const connectorId = context.state.activeConnectorIds[entry]
    let failed = false
    try {
      if (connectorId !== undefined) await context.adapters.get(entry)?.disconnect({ connectorId })
    } catch (error) {
      failures.push(error)
      failed = true
    }
    resetNamespace(context, entry, { byVisitor: true })
    if (!failed) context.emit({ type: 'DISCONNECT_SUCCESS', namespace: entry })
  }
  if (failures.length > 0) {
    const error = new DisconnectError({ cause: failures[0] })
    context.emit({ type: 'DISCONNECT_ERROR', message: error.shortMessage })
    reportError(context, 'CONNECTION', error)
    throw error
  }
}
