import type { MessageKey, ViewName } from '@portico/core'
import type { ModuleLoader } from '../registry/createLazyRegistry.js'
import { viewRegistry } from './viewRegistry.js'
import { setViewTitle } from './viewTitle.js'

/**
 * Adds (or replaces) a modal view. `load` is called the first time the view is shown; until its
 * module arrives the view area shows a loading state. `title` is a key of the message catalogue
 * (shown in the current locale: `swap.title`), or else a fixed text.
 * @example registerView('Swap', () => import('./SwapView.js'), { title: 'swap.title' })
 */
export function registerView(
  name: ViewName,
  load: ModuleLoader<object>,
  options: { title?: MessageKey | (string & {}) } = {},
): void {
  if (options.title) setViewTitle(name, options.title)
  viewRegistry.register(name, { load })
}
