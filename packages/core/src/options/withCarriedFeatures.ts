import type { PorticoFeature } from '../types/feature.js'

/**
 * The app's `plugins` with the features its options carry (a sign-in configuration's `feature`) before them, each
 * once: a carried feature the app also lists stays where the app put it. Anything but an array is left for
 * resolvePlugins to refuse.
 * @example withCarriedFeatures([receiveFeature], [siwxFeature]) // [siwxFeature, receiveFeature]
 */
export function withCarriedFeatures(
  plugins: unknown,
  carried: readonly (PorticoFeature | undefined)[],
): unknown {
  if (plugins !== undefined && !Array.isArray(plugins)) return plugins
  const listed: readonly unknown[] = plugins ?? []
  const added = carried.filter((feature) => feature !== undefined && !listed.includes(feature))
  return added.length === 0 ? plugins : [...added, ...listed]
}
