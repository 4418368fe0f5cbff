import type { ResolvedOptions } from '../../options/ResolvedOptions.js'
import type { Features } from '../../types/options.js'

/**
 * The instance's features before any remote configuration (docs/behaviour.md#configuration): the app's, with each
 * switch a feature lets the cloud decide (`remoteSwitch`) off unless the app set it. Basic mode has no remote
 * configuration: the features that need Portico Cloud (email, socials, activity, and those switches) are off whatever
 * the app set.
 */
export function initialFeatures({
  features,
  plugins,
  basic,
}: Pick<ResolvedOptions, 'features' | 'plugins' | 'basic'>): Features {
  const off = Object.fromEntries(
    plugins.flatMap((plugin) => (plugin.remoteSwitch && plugin.switch ? [[plugin.switch, false]] : [])),
  )
  return { ...off, ...features, ...(basic && { ...off, email: false, socials: false, history: false }) }
}
