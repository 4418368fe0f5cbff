import type { LazyRegistry, Resolution } from './createLazyRegistry.js'

/** What a component reads of a registry: resolve a name, and hear about registrations and settled loads. */
export interface RegistryReader<Name extends string, Props> {
  resolve(name: Name): Resolution<Props>
  subscribe(listener: () => void): () => void
  getVersion(): string | number
}

/**
 * Registries read as one: a name resolves in the first layer that has it (else it is missing in the last), and a
 * change in any layer is a change of the whole.
 * @example layerRegistries(viewRegistry, instanceViews) // the app's and built-in views, then the instance's features'
 */
export function layerRegistries<Name extends string, Props>(
  ...layers: readonly [LazyRegistry<Name, Props>, ...LazyRegistry<Name, Props>[]]
): RegistryReader<Name, Props> {
  const last = layers[layers.length - 1] ?? layers[0]
  return {
    resolve: (name) => (layers.find((layer) => layer.has(name)) ?? last).resolve(name),
    subscribe(listener) {
      const unsubscribers = layers.map((layer) => layer.subscribe(listener))
      return () => {
        for (const unsubscribe of unsubscribers) unsubscribe()
      }
    },
    getVersion: () => layers.map((layer) => layer.getVersion()).join('.'),
  }
}
