import { useSyncExternalStore } from 'react'
import type { Resolution } from './createLazyRegistry.js'
import type { RegistryReader } from './layerRegistries.js'

/** Resolves a registry entry and re-renders when registrations or loads change it. */
export function useRegistryResolution<Name extends string, Props>(
  registry: RegistryReader<Name, Props>,
  name: Name,
): Resolution<Props> {
  useSyncExternalStore(registry.subscribe, registry.getVersion, registry.getVersion)
  return registry.resolve(name)
}
