import type { PorticoContext } from '../../instance/PorticoContext.js'
import { isNamespaceConnected } from '../../state/isNamespaceConnected.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { loadKeptConnections } from '../multiWallet/loadKeptConnections.js'
import { applyConnection } from './applyConnection.js'
import { resetNamespace } from './resetNamespace.js'
import { restorableConnectorIds } from './restorableConnectorIds.js'
import { storedList, storedRecord } from './storedShapes.js'

type RestoreContext = Pick<PorticoContext, 'state' | 'storage' | 'adapters' | 'options' | 'portico'>

async function reconnectNamespace(
  context: RestoreContext,
  adapter: ChainAdapter,
  connectorId: string,
  kept: string[],
) {
  const { namespace } = adapter
  const chain = context.state.chains[namespace]
  if (!chain) return
  chain.accountState.status = 'connecting'
  const network = chain.networkState.caipNetwork
  const result = await adapter
    .reconnect(network ? { connectorId, network } : { connectorId })
    .catch(() => undefined)
  if (!result) return resetNamespace(context, namespace, { byVisitor: false })
  applyConnection(context, namespace, result)
  // The other wallets the namespace kept (multi-wallet) follow, once the remote features allow them.
  if (kept.length > 0)
    void loadKeptConnections().then((module) => module.restoreKeptConnections(context, namespace, kept))
}

async function dropConnection(context: RestoreContext, adapter: ChainAdapter, connectorId: string) {
  await adapter.disconnect({ connectorId }).catch(() => undefined)
  resetNamespace(context, adapter.namespace, { byVisitor: false })
}

/**
 * Start-up (docs/behaviour.md#transitions). With reconnect on, each namespace with a stored connection goes
 * 'connecting' and asks its adapter to reconnect without prompting; no answer means
 * 'disconnected'. With reconnect off, every stored connection is disconnected and forgotten.
 * Storage alone never makes a namespace connected. A returning visitor lands on the namespace used
 * last (docs/behaviour.md#state) when it reconnects; the app's default namespace is for a first visit.
 */
export async function restoreConnections(context: RestoreContext): Promise<void> {
  const ids = restorableConnectorIds(context)
  // Read before the active connections are restored: each stores its namespace's list anew.
  const stored = storedRecord(context.storage.get('connections'))
  // The namespace the visitor used last (applied from storage before this); each restored connection
  // would otherwise make its own namespace active, and the last to answer would win.
  const preferred = context.state.activeNamespace
  await Promise.all(
    [...context.adapters.values()].map(async (adapter) => {
      const connectorId = ids[adapter.namespace]
      if (connectorId === undefined) return
      const kept = storedList(stored[adapter.namespace])
        .map((connection) => connection?.connectorId)
        .filter((id): id is string => typeof id === 'string' && id !== connectorId)
      if (context.options.enableReconnect) return reconnectNamespace(context, adapter, connectorId, kept)
      return dropConnection(context, adapter, connectorId)
    }),
  )
  if (preferred && isNamespaceConnected(context.state, preferred)) activateNamespace(context, preferred)
}

function activateNamespace(context: RestoreContext, namespace: ChainNamespace): void {
  context.state.activeNamespace = namespace
  context.storage.set('activeNamespace', namespace)
  const network = context.state.chains[namespace]?.networkState.caipNetwork
  if (network) context.storage.set('activeNetworkId', network.caipNetworkId)
}
