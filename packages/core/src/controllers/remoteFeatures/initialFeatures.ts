import type { ResolvedOptions } from '../../options/ResolvedOptions.js'
import type { Features } from '../../types/options.js'
import { remoteSwitchesOf } from './remoteSwitchesOf.js'

/**
 * The instance's features before any remote configuration: the app's, with each switch a feature lets the cloud decide
 * (`remoteSwitch`) off unless the app set it, and off whatever it set in basic mode (docs/behaviour.md#configuration).
 */
export function initialFeatures(options: Pick<ResolvedOptions, 'features' | 'plugins' | 'basic'>): Features {
  const off = Object.fromEntries(remoteSwitchesOf(options.plugins).map(({ name }) => [name, false]))
  return { ...off, ...options.features, ...(options.basic ? off : {}) }
}
