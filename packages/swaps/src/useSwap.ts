import { usePorticoInstance, usePorticoSnapshot } from '@portico/react'
import type { SwapsApi } from './SwapsApi.js'
import type { SwapsState } from './SwapsState.js'
import { swapsFeatureId } from './swapsFeatureId.js'

const idle: SwapsState = { fromAmount: '', slippage: 1, quoteStatus: 'idle', status: 'idle' }

/**
 * The swap for an app's own UI (and the Swap views): its API (undefined without `swaps()` in the plugins) and a
 * snapshot of its state, re-rendered as it changes.
 * @example const { api, state } = useSwap(); api?.update({ fromAmount: '1' })
 */
export function useSwap(): { api: SwapsApi | undefined; state: SwapsState } {
  const portico = usePorticoInstance()
  const snapshot = usePorticoSnapshot()
  return {
    api: portico.getFeature(swapsFeatureId),
    state: (snapshot.plugins.swaps as SwapsState | undefined) ?? idle,
  }
}
