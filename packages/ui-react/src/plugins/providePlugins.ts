import type { MessageKey, PorticoFeature, ViewName } from '@portico/core'
import { accountTabRegistry } from '../account/accountTabRegistry.js'
import { connectMethodRegistry } from '../connect/connectMethodRegistry.js'
import type { ModuleLoader, RegistryEntry } from '../registry/createLazyRegistry.js'
import { viewRegistry } from '../router/viewRegistry.js'
import { setViewTitle } from '../router/viewTitle.js'

const provided = new WeakSet<object>()

function lazyEntries<Name extends string>(loaders: Partial<Record<Name, unknown>> | undefined) {
  const entries: Partial<Record<Name, RegistryEntry<object>>> = {}
  for (const [name, load] of Object.entries(loaders ?? {}) as [Name, ModuleLoader<object>][]) {
    entries[name] = { load }
  }
  return entries
}

/**
 * Puts the views, Account tabs and Connect sections of an instance's feature packages (`plugins`) into the lazy
 * registries, once per package; what the app registered itself (`registerView`) stays.
 */
export function providePlugins(plugins: readonly PorticoFeature<unknown, object>[] | undefined): void {
  for (const plugin of plugins ?? []) {
    if (provided.has(plugin)) continue
    provided.add(plugin)
    viewRegistry.provide(lazyEntries(plugin.views))
    accountTabRegistry.provide(lazyEntries(plugin.accountTabs))
    connectMethodRegistry.provide(lazyEntries(plugin.connectMethods))
    for (const [view, title] of Object.entries(plugin.titles ?? {}) as [ViewName, MessageKey][]) {
      setViewTitle(view, title)
    }
  }
}
