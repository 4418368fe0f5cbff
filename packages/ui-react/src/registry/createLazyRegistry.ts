import type { ComponentType } from 'react'

/** A module loader, as `() => import('./MyView.js')` gives: its default export is the component. */
export type ModuleLoader<Props> = () => Promise<{ default: ComponentType<Props> }>

/** A registry entry: a component bundled with the modal, or a loader for one that is not. */
export type RegistryEntry<Props> = { component: ComponentType<Props> } | { load: ModuleLoader<Props> }

export type Resolution<Props> =
  | { state: 'ready'; Component: ComponentType<Props> }
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'missing' }

/**
 * A name → component table whose entries may load lazily. Resolving a lazy entry starts its load
 * and answers 'loading' until it settles; listeners hear about every registration and settled load.
 */
export function createLazyRegistry<Name extends string, Props>(
  initial: Partial<Record<Name, RegistryEntry<Props>>>,
) {
  const entries = new Map<Name, { entry: RegistryEntry<Props>; resolution?: Resolution<Props> }>()
  const listeners = new Set<() => void>()
  let version = 0
  const notify = () => {
    version++
    for (const listener of listeners) listener()
  }
  for (const [name, entry] of Object.entries(initial) as [Name, RegistryEntry<Props>][]) {
    entries.set(name, { entry })
  }

  const resolve = (name: Name): Resolution<Props> => {
    const slot = entries.get(name)
    if (!slot) return { state: 'missing' }
    if (slot.resolution) return slot.resolution
    if ('component' in slot.entry) {
      slot.resolution = { state: 'ready', Component: slot.entry.component }
      return slot.resolution
    }
    slot.resolution = { state: 'loading' }
    const settle = (resolution: Resolution<Props>) => {
      if (entries.get(name) !== slot) return
      slot.resolution = resolution
      notify()
    }
    slot.entry.load().then(
      (module) => settle({ state: 'ready', Component: module.default }),
      (error: unknown) => settle({ state: 'error', error }),
    )
    return slot.resolution
  }

  return {
    register(name: Name, entry: RegistryEntry<Props>) {
      entries.set(name, { entry })
      notify()
    },
    /** Adds entries only where nothing is registered yet (defaults never override registrations). */
    provide(defaults: Partial<Record<Name, RegistryEntry<Props>>>) {
      for (const [name, entry] of Object.entries(defaults) as [Name, RegistryEntry<Props>][]) {
        if (!entries.has(name)) entries.set(name, { entry })
      }
    },
    /** Whether an entry is registered or provided under the name. */
    has: (name: Name) => entries.has(name),
    resolve,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getVersion: () => version,
  }
}

export type LazyRegistry<Name extends string, Props> = ReturnType<typeof createLazyRegistry<Name, Props>>
