import { useEffect } from 'react'
import type { OnrampApi } from '../OnrampApi.js'
import type { OnrampState } from '../OnrampState.js'

/** Reads the quotes again 400 ms after the visitor stops typing or changes the currency or asset. */
export function useQuoteRefresh(api: OnrampApi | undefined, state: OnrampState): void {
  const { fiatAmount, fiatCurrency } = state
  const asset = state.asset ? `${state.asset.network}/${state.asset.asset}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: the amount, currency and asset are what new quotes are for
  useEffect(() => {
    if (!api || !asset || state.status !== 'idle') return
    const timer = setTimeout(() => void api.refreshQuotes(), 400)
    return () => clearTimeout(timer)
  }, [api, fiatAmount, fiatCurrency, asset, state.status])
}
