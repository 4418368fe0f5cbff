import type { Features, RemoteFeatures } from '../../types/options.js'
import type { PorticoState } from '../../types/state.js'

/** The local features a remote configuration decides, with the value it gives each. */
function overriddenFeatures(remote: RemoteFeatures): Pick<Features, OverriddenFeature> {
  return {
    email: remote.email,
    socials: remote.socials === false ? false : [...remote.socials],
    swaps: remote.swaps !== false,
    onramp: remote.onramp !== false,
    history: remote.activity,
  }
}

type OverriddenFeature = 'email' | 'socials' | 'swaps' | 'onramp' | 'history'

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item) => b.includes(item))
  }
  return a === b
}

/**
 * Applies fetched remote features (docs/behaviour.md#configuration): they go to `state.remoteFeatures` and override the
 * local email, socials, swaps, onramp and history (activity) switches. Returns the features the
 * app set locally to a different value, for the 'Local configuration ignored' warning.
 */
export function applyRemoteFeatures(
  state: Pick<PorticoState, 'features' | 'remoteFeatures'>,
  remote: RemoteFeatures,
  localFeatures: Partial<Features> | undefined,
): OverriddenFeature[] {
  const overrides = overriddenFeatures(remote)
  const ignored = (Object.keys(overrides) as OverriddenFeature[]).filter(
    (name) => localFeatures?.[name] !== undefined && !sameValue(localFeatures[name], overrides[name]),
  )
  state.remoteFeatures = { ...remote }
  Object.assign(state.features, overrides)
  return ignored
}
