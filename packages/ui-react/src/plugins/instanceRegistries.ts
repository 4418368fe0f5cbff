import type { AccountTabName, ConnectMethod, Portico, ViewName } from '@portico/core'
import { accountTabRegistry } from '../account/accountTabRegistry.js'
import { connectMethodRegistry } from '../connect/connectMethodRegistry.js'
import { createLazyRegistry, type ModuleLoader, type RegistryEntry } from '../registry/createLazyRegistry.js'
import { layerRegistries, type RegistryReader } from '../registry/layerRegistries.js'
import { viewRegistry } from '../router/viewRegistry.js'
import type { ViewTitle } from '../router/viewTitle.js'

/** The registries one instance's modal reads: what the app registered and the built-ins, then its own features'. */
export interface InstanceRegistries {
  readonly views: RegistryReader<ViewName, object>
  readonly accountTabs: RegistryReader<AccountTabName, object>
  readonly connectMethods: RegistryReader<Exclude<ConnectMethod, 'wallet'>, object>
  /** The header titles its features give their views. */
  readonly titles: Partial<Record<ViewName, ViewTitle>>
}

const byInstance = new WeakMap<Portico, InstanceRegistries>()

function lazyEntries<Name extends string>(loaders: Partial<Record<Name, unknown>> | undefined) {
  const entries: Partial<Record<Name, RegistryEntry<object>>> = {}
  for (const [name, load] of Object.entries(loaders ?? {}) as [Name, ModuleLoader<object>][]) {
    entries[name] = { load }
  }
  return entries
}

/**
 * The registries of an instance, made the first time its modal asks: the views, Account tabs, Connect sections and
 * titles of its feature packages (`plugins`; the first package to name one wins), under what the app registered itself
 * (`registerView`, `registerAccountTab`, `registerConnectMethod`) and the built-in ones. Two instances on one page
 * with different packages each see only their own.
 */
export function instanceRegistries(portico: Portico): InstanceRegistries {
  const known = byInstance.get(portico)
  if (known) return known
  const views = createLazyRegistry<ViewName, object>({})
  const accountTabs = createLazyRegistry<AccountTabName, object>({})
  const connectMethods = createLazyRegistry<Exclude<ConnectMethod, 'wallet'>, object>({})
  const titles: Partial<Record<ViewName, ViewTitle>> = {}
  for (const plugin of portico.options.plugins ?? []) {
    views.provide(lazyEntries(plugin.views))
    accountTabs.provide(lazyEntries(plugin.accountTabs))
    connectMethods.provide(lazyEntries(plugin.connectMethods))
    // A computed title reads the state as the header renders it (a snapshot of the same state).
    for (const [view, title] of Object.entries(plugin.titles ?? {}) as [ViewName, ViewTitle][]) {
      titles[view] ??= title
    }
  }
  const registries: InstanceRegistries = {
    views: layerRegistries(viewRegistry, views),
    accountTabs: layerRegistries(accountTabRegistry, accountTabs),
    connectMethods: layerRegistries(connectMethodRegistry, connectMethods),
    titles,
  }
  byInstance.set(portico, registries)
  return registries
}
