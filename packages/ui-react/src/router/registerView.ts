import type { ViewName } from '@portico/core'
import type { ModuleLoader } from '../registry/createLazyRegistry.js'
import { viewRegistry } from './viewRegistry.js'
import { setViewTitle } from './viewTitle.js'

/**
 * Adds (or replaces) a modal view. `load` is called the first time the view is shown; until its
 * module arrives the view area shows a loading state.
 * @example registerView('Swap', () => import('./SwapView.js'), { title: 'Swap' })
 */
export function registerView(
  name: ViewName,
  load: ModuleLoader<object>,
  options: { title?: string } = {},
): void {
  if (options.title) setViewTitle(name, options.title)
  viewRegistry.register(name, { load })
}
