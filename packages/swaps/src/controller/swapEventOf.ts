import { formatUnits } from '@portico/core'
import type { SwapsState } from '../SwapsState.js'

/** The swap as its events describe it: network, token symbols, amounts in whole tokens. */
export function swapEventOf(
  state: SwapsState,
  network: string,
): { network: string; fromToken: string; toToken: string; fromAmount: string; toAmount: string } {
  const toAmount =
    state.quote && state.toToken ? formatUnits(state.quote.toAmount, state.toToken.decimals) : ''
  return {
    network,
    fromToken: state.fromToken?.symbol ?? '',
    toToken: state.toToken?.symbol ?? '',
    fromAmount: state.fromAmount.trim(),
    toAmount,
  }
}
