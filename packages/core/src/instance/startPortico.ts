import { restoreConnections } from '../controllers/connection/restoreConnections.js'
import { mergeConnectors } from '../controllers/connectors/mergeConnectors.js'
import { applyStoredPreferences } from './applyStoredPreferences.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'
import type { PorticoContext } from './PorticoContext.js'
import { syncUnsupportedChain } from './syncUnsupportedChain.js'

/**
 * Start-up in a browser: stored preferences are applied, each adapter is set up with its networks and an emit that feeds the
 * instance, its connectors are read, then stored connections are restored (or dropped when
 * reconnect is off). Balances of restored accounts are fetched. An adapter that fails to set up
 * is logged and its namespace stays disconnected.
 */
export async function startPortico(context: PorticoContext, isDestroyed: () => boolean): Promise<void> {
  applyStoredPreferences(context)
  await Promise.all(
    [...context.adapters.values()].map(async (adapter) => {
      const { namespace } = adapter
      try {
        await adapter.setup({
          networks: context.options.networks.filter((network) => network.chainNamespace === namespace),
          enableEIP6963: context.options.enableEIP6963,
          enableInjected: context.options.enableInjected,
          emit: (event) => {
            if (!isDestroyed()) handleAdapterEvent(context, namespace, event)
          },
        })
        mergeConnectors(context, namespace, adapter.getConnectors())
      } catch (error) {
        console.warn(`Portico: the ${namespace} adapter failed to set up`, error)
      }
    }),
  )
  await restoreConnections(context)
  if (isDestroyed()) return
  context.state.initialized = true
  for (const namespace of context.adapters.keys()) {
    if (context.state.chains[namespace]?.accountState.status !== 'connected') continue
    void context.portico.refreshBalance({ namespace })
    syncUnsupportedChain(context, namespace)
  }
}
