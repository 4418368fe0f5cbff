import { WALLET_FEATURES_ORDER } from '../../constants/defaultFeatures.js'
import type { FeatureAccountEntry, PorticoFeature } from '../../types/feature.js'
import type { ChainNamespace } from '../../types/namespace.js'
import { isPluginAvailable, type PluginAvailabilityState } from './isPluginAvailable.js'

/** What an entry's `shown` reads: the namespaces' accounts (a snapshot will do). */
export interface AccountEntryState {
  readonly chains?: {
    readonly [Namespace in ChainNamespace]?: {
      readonly accountState: { readonly profileName?: string | undefined }
    }
  }
  /** The features' state slices, by feature id (an entry's `shown` reads its own). */
  readonly plugins?: { readonly [id: string]: unknown }
}

const rank = (order: string) => {
  const index = (WALLET_FEATURES_ORDER as readonly string[]).indexOf(order)
  return index === -1 ? WALLET_FEATURES_ORDER.length : index
}

/**
 * The Account view's feature buttons: the entries of the installed feature packages available on
 * the active namespace, in docs/behaviour.md#limits wallet features order (onramp, swaps, receive, send; others
 * after them, in the order given). A feature with several entries gives each the id `<feature id>-<key>`.
 */
export function selectAccountEntries(
  plugins: readonly Pick<PorticoFeature, 'id' | 'namespaces' | 'switch' | 'accountEntry'>[],
  state: PluginAvailabilityState & AccountEntryState,
): (FeatureAccountEntry & { id: string })[] {
  const namespace = state.activeNamespace
  const account = namespace ? state.chains?.[namespace]?.accountState : undefined
  return plugins
    .filter((plugin) => plugin.accountEntry !== undefined && isPluginAvailable(plugin, state))
    .flatMap((plugin) =>
      entriesOf(plugin.accountEntry)
        .filter((entry) => entry.shown?.(account, state.plugins?.[plugin.id]) ?? true)
        .map((entry) => ({
          ...entry,
          id: entry.key === undefined ? plugin.id : `${plugin.id}-${entry.key}`,
        })),
    )
    .sort((a, b) => rank(a.order) - rank(b.order))
}

const entriesOf = (entry: PorticoFeature['accountEntry']): readonly FeatureAccountEntry[] =>
  entry === undefined ? [] : 'label' in entry ? [entry as FeatureAccountEntry] : entry
