import type { FeatureSwitch, PorticoFeature } from '../../types/feature.js'
import type { ChainNamespace } from '../../types/namespace.js'

/** What availability reads of the state (a snapshot will do). */
export interface PluginAvailabilityState {
  readonly features: { readonly [Switch in FeatureSwitch]?: boolean }
  readonly activeNamespace: ChainNamespace | undefined
}

/**
 * Whether a feature package shows for the active namespace: its switch (docs/behaviour.md#limits) is not off (the
 * effective features: local, overridden by remote ones) and it supports the namespace.
 */
export function isPluginAvailable(
  plugin: Pick<PorticoFeature, 'namespaces' | 'switch'>,
  state: PluginAvailabilityState,
  namespace: ChainNamespace | undefined = state.activeNamespace,
): boolean {
  if (plugin.switch !== undefined && state.features[plugin.switch] === false) return false
  if (plugin.namespaces === undefined) return true
  return namespace !== undefined && plugin.namespaces.includes(namespace)
}
