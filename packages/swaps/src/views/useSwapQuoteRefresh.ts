import { useEffect } from 'react'
import type { SwapsApi } from '../SwapsApi.js'
import type { SwapsState } from '../SwapsState.js'
import { swapInFlight } from '../swapInFlight.js'

/** How long the visitor may pause typing before the quote is asked for. */
const QUOTE_DEBOUNCE_MS = 400

/** Reads the quote again while a view shows: shortly after the input last changed, and every `quoteRefreshMs`. */
export function useSwapQuoteRefresh(api: SwapsApi | undefined, state: SwapsState): void {
  const from = state.fromToken?.address
  const to = state.toToken?.address
  const amount = state.fromAmount
  const busy = swapInFlight(state.status) || state.status === 'success'
  // biome-ignore lint/correctness/useExhaustiveDependencies: the tokens and the amount are what a new quote is for
  useEffect(() => {
    if (!api || busy) return
    const debounce = setTimeout(() => void api.refreshQuote(), QUOTE_DEBOUNCE_MS)
    const timer = setInterval(() => void api.refreshQuote(), api.quoteRefreshMs)
    return () => {
      clearTimeout(debounce)
      clearInterval(timer)
    }
  }, [api, busy, from, to, amount])
}
