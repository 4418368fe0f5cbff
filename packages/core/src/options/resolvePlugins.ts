import { OptionsError } from '../errors/OptionsError.js'
import type { PorticoFeature } from '../types/feature.js'

/**
 * The app's feature packages, checked: each an object with a string id (not a factory left uncalled), no id twice.
 * @example resolvePlugins([receiveFeature, receiveFeature]) // throws 'The feature receive is given twice …'
 */
export function resolvePlugins(plugins: unknown): readonly PorticoFeature<unknown, object>[] {
  if (plugins === undefined) return []
  if (!Array.isArray(plugins)) throw new OptionsError('PLUGIN_INVALID', { index: 0 })
  const seen = new Set<string>()
  plugins.forEach((plugin: unknown, index) => {
    const id = (plugin as { id?: unknown } | null)?.id
    // A package whose factory is also its API's handle (`swaps`, for `getFeature(swaps)`) given uncalled.
    if (typeof plugin === 'function' && typeof id === 'string')
      throw new OptionsError('PLUGIN_NOT_CALLED', { index, id })
    if (typeof plugin !== 'object' || plugin === null || typeof id !== 'string' || id === '') {
      throw new OptionsError('PLUGIN_INVALID', { index })
    }
    if (seen.has(id)) throw new OptionsError('PLUGIN_DUPLICATE', { id })
    seen.add(id)
  })
  return Object.freeze([...plugins]) as readonly PorticoFeature<unknown, object>[]
}
