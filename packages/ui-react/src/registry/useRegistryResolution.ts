import { useSyncExternalStore } from 'react'
import type { LazyRegistry, Resolution } from './createLazyRegistry.js'

/** Resolves a registry entry and re-renders when registrations or loads change it. */
export function useRegistryResolution<Name extends string, Props>(
  registry: LazyRegistry<Name, Props>,
  name: Name,
): Resolution<Props> {
  useSyncExternalStore(registry.subscribe, registry.getVersion, registry.getVersion)
  return registry.resolve(name)
}
