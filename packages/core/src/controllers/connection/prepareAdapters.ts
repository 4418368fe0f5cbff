import type { PorticoContext } from '../../instance/PorticoContext.js'

/**
 * The modal is opening: each adapter starts loading what a connection needs (`ChainAdapter.prepare`), so that code is
 * not part of the page's start-up and a visitor who never opens the modal never loads it.
 */
export function prepareAdapters(context: Pick<PorticoContext, 'adapters'>): void {
  for (const adapter of context.adapters.values()) adapter.prepare?.()
}
