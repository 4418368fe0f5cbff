import { WALLET_FEATURES_ORDER } from '../../constants/defaultFeatures.js'
import type { FeatureAccountEntry, PorticoFeature } from '../../types/feature.js'
import { isPluginAvailable, type PluginAvailabilityState } from './isPluginAvailable.js'

const rank = (order: string) => {
  const index = (WALLET_FEATURES_ORDER as readonly string[]).indexOf(order)
  return index === -1 ? WALLET_FEATURES_ORDER.length : index
}

/**
 * The Account view's feature buttons: the entries of the installed feature packages available on
 * the active namespace, in the spec §9 wallet features order (onramp, swaps, receive, send; others
 * after them, in the order given).
 */
export function selectAccountEntries(
  plugins: readonly Pick<PorticoFeature, 'id' | 'namespaces' | 'switch' | 'accountEntry'>[],
  state: PluginAvailabilityState,
): (FeatureAccountEntry & { id: string })[] {
  return plugins
    .filter((plugin) => plugin.accountEntry !== undefined && isPluginAvailable(plugin, state))
    .map((plugin) => ({ ...(plugin.accountEntry as FeatureAccountEntry), id: plugin.id }))
    .sort((a, b) => rank(a.order) - rank(b.order))
}
