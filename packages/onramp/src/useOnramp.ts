import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import { emptyOnramp } from './emptyOnramp.js'
import type { OnrampApi } from './OnrampApi.js'
import type { OnrampState } from './OnrampState.js'
import { onrampFeatureId } from './onrampFeatureId.js'

const idle = emptyOnramp('USD')

/**
 * The on-ramp for an app's own UI (and the Buy views): its API (undefined without `onramp()` in the plugins) and a
 * snapshot of its state, re-rendered as it changes.
 * @example const { api, state } = useOnramp(); api?.update({ fiatAmount: '100' })
 */
export function useOnramp(): { api: OnrampApi | undefined; state: OnrampState } {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  return {
    api: portico.getFeature(onrampFeatureId),
    state: (snapshot.plugins.onramp as OnrampState | undefined) ?? idle,
  }
}
