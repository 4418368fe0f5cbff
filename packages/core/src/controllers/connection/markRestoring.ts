import type { PorticoContext } from '../../instance/PorticoContext.js'
import { restorableConnectorIds } from './restorableConnectorIds.js'

/**
 * At creation in a browser with reconnect on (docs/behaviour.md#transitions): each namespace whose stored connection
 * start-up will restore is 'connecting' from the app's first render, so the buttons say so before start-up runs, and
 * a modal opened meanwhile waits for the restore (modalMethods' open, startPortico).
 */
export function markRestoring(context: Pick<PorticoContext, 'state' | 'storage' | 'options'>): void {
  if (!context.options.enableReconnect) return
  const ids = restorableConnectorIds(context)
  for (const chain of Object.values(context.state.chains)) {
    if (ids[chain.namespace] !== undefined) chain.accountState.status = 'connecting'
  }
}
