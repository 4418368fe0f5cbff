import type { FeatureRemoteSwitch, FeatureSwitch, PorticoFeature } from '../../types/feature.js'

/** A feature's switch the project's remote configuration decides, with where it says so. */
export interface RemoteSwitch extends FeatureRemoteSwitch {
  readonly name: FeatureSwitch
}

/** The switches the installed features let the cloud decide (`remoteSwitch`), in their order. */
export function remoteSwitchesOf(
  plugins: readonly Pick<PorticoFeature, 'switch' | 'remoteSwitch'>[],
): RemoteSwitch[] {
  return plugins.flatMap((plugin) =>
    plugin.switch !== undefined && plugin.remoteSwitch !== undefined
      ? [{ ...plugin.remoteSwitch, name: plugin.switch }]
      : [],
  )
}
