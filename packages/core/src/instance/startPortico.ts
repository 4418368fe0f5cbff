import { balanceChunk } from '../controllers/account/balanceChunk.js'
import { connectAttemptChunk } from '../controllers/connection/connectAttemptChunk.js'
import { remoteSessionChunk } from '../controllers/connection/remoteSessionChunk.js'
import { restoreConnections } from '../controllers/connection/restoreConnections.js'
import { mergeConnectors } from '../controllers/connectors/mergeConnectors.js'
import type { ChainAdapter } from '../types/adapter.js'
import { applyStoredPreferences } from './applyStoredPreferences.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'
import type { PorticoContext } from './PorticoContext.js'
import { syncUnsupportedChain } from './syncUnsupportedChain.js'

async function setupAdapter(context: PorticoContext, adapter: ChainAdapter, isDestroyed: () => boolean) {
  const { namespace } = adapter
  try {
    await adapter.setup({
      networks: context.options.networks.filter((network) => network.chainNamespace === namespace),
      enableEIP6963: context.options.enableEIP6963,
      enableInjected: context.options.enableInjected,
      ...(context.options.storage ? { storage: context.options.storage } : {}),
      emit: (event) => {
        if (!isDestroyed()) handleAdapterEvent(context, namespace, event)
      },
    })
    mergeConnectors(context, namespace, adapter.getConnectors())
  } catch (error) {
    console.warn(`Portico: the ${namespace} adapter failed to set up`, error)
  }
}

/**
 * Start-up in a browser: stored preferences are applied, each adapter is set up with its
 * networks and an emit that feeds the instance, its connectors are read (the connect and balance code's chunks load meanwhile), then stored connections
 * are restored (or dropped when reconnect is off). Balances of restored accounts are fetched.
 * Failures are logged, never thrown: `ready` always resolves and `initialized` becomes true, with
 * the namespaces concerned disconnected.
 */
export async function startPortico(context: PorticoContext, isDestroyed: () => boolean): Promise<void> {
  if (isDestroyed()) return
  applyStoredPreferences(context)
  await Promise.all([
    ...[...context.adapters.values()].map((adapter) => setupAdapter(context, adapter, isDestroyed)),
    // A failed load is tried again on first use (connectWallet, refreshBalance).
    connectAttemptChunk.load().catch(() => undefined),
    balanceChunk.load().catch(() => undefined),
    context.options.plugins.some((plugin) => plugin.remoteConnectorId) &&
      remoteSessionChunk.load().catch(() => undefined),
  ])
  await restoreConnections(context).catch((error: unknown) => {
    console.warn('Portico: could not restore the stored connections', error)
  })
  if (isDestroyed()) return
  const { state } = context
  state.initialized = true
  // A modal opened during the restore (loading, still on its first view) shows what opening it shows now: Account
  // once connected, else Connect.
  if (state.modal.loading) {
    state.modal.loading = false
    const { view, history, data } = state.router
    if (view === 'Connect' && history.length === 1)
      void context.portico.open({ namespace: data?.namespace, data })
  }
  for (const namespace of context.adapters.keys()) {
    if (state.chains[namespace]?.accountState.status !== 'connected') continue
    void context.portico.refreshBalance({ namespace })
    syncUnsupportedChain(context, namespace)
    context.features.accountSettled(namespace, 'restore')
  }
}
