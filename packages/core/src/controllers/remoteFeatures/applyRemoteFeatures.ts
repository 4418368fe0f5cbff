import type { Features, RemoteFeatures } from '../../types/options.js'
import type { PorticoState } from '../../types/state.js'
import type { RemoteSwitch } from './remoteSwitchesOf.js'

/** The local features a remote configuration decides, with the value it gives each. */
function overriddenFeatures(remote: RemoteFeatures, switches: readonly RemoteSwitch[]): Partial<Features> {
  const decided = switches.map(({ name, key }) => {
    const value = (remote as unknown as Record<string, unknown>)[key]
    return [name, value !== false && value !== undefined]
  })
  return {
    email: remote.email,
    socials: remote.socials === false ? false : [...remote.socials],
    // Not through `@portico/activity`'s `remoteSwitch`: core decides `history` from `activity` without the package
    // (pinned by remoteFeatures.test.ts and realCloud.test.ts; docs/features.md "What core still names").
    history: remote.activity,
    ...Object.fromEntries(decided),
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.includes(item))
  }
  return a === b
}

/**
 * Applies fetched remote features (docs/behaviour.md#configuration): they go to `state.remoteFeatures` and override the
 * local email, socials and history (activity) switches, and each switch a feature lets the cloud decide (`switches`:
 * swaps, onramp). Returns the features the app set locally to a different value, for the 'Local configuration
 * ignored' warning.
 */
export function applyRemoteFeatures(
  state: Pick<PorticoState, 'features' | 'remoteFeatures'>,
  remote: RemoteFeatures,
  localFeatures: Partial<Features> | undefined,
  switches: readonly RemoteSwitch[] = [],
): (keyof Features)[] {
  const overrides = overriddenFeatures(remote, switches)
  const ignored = (Object.keys(overrides) as (keyof Features)[]).filter(
    (name) => localFeatures?.[name] !== undefined && !sameValue(localFeatures[name], overrides[name]),
  )
  state.remoteFeatures = { ...remote }
  Object.assign(state.features, overrides)
  return ignored
}
