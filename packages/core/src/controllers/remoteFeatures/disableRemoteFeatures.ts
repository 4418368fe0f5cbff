import type { PorticoState } from '../../types/state.js'

/**
 * Basic mode (docs/behaviour.md#configuration): no remote configuration, and the features that need Portico Cloud (email,
 * socials, swaps, onramp, activity) are off whatever the app set.
 */
export function disableRemoteFeatures(state: Pick<PorticoState, 'features' | 'remoteFeatures'>): void {
  state.remoteFeatures = undefined
  Object.assign(state.features, { email: false, socials: false, swaps: false, onramp: false, history: false })
}
