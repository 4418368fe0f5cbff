import { formatUnits } from '@portico/core'
import type { SwapsState } from '../SwapsState.js'
import { quoteMatches, swapInputOf } from './swapInputOf.js'

/** The sides swapped: the token bought is sold, for the amount the current quote gives (else the amount kept). */
export function flipSwap(swap: SwapsState): void {
  const { fromToken, toToken, quote } = swap
  const quoted = quoteMatches(quote, swapInputOf(swap)) && quote && toToken
  Object.assign(swap, {
    fromToken: toToken,
    toToken: fromToken,
    fromAmount: quoted ? formatUnits(quote.toAmount, toToken.decimals) : swap.fromAmount,
    quote: undefined,
    quoteStatus: 'idle',
  })
}
