import type { PorticoState } from '../../types/state.js'

/**
 * Basic mode (docs/behaviour.md#configuration): no remote configuration, and the features that need Portico Cloud (email,
 * socials, activity) are off whatever the app set; a feature's switch the cloud decides is off from the start
 * (`initialFeatures`).
 */
export function disableRemoteFeatures(state: Pick<PorticoState, 'features' | 'remoteFeatures'>): void {
  state.remoteFeatures = undefined
  Object.assign(state.features, { email: false, socials: false, history: false })
}
