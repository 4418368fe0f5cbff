import { parseSwapAmount } from '../amounts/parseSwapAmount.js'
import type { SwapsState } from '../SwapsState.js'

/** The swap as typed, when it is one: two different tokens and a valid amount of the first. */
export function swapInputOf(
  state: Pick<SwapsState, 'fromToken' | 'toToken' | 'fromAmount'>,
): { from: string; to: string; amount: bigint } | undefined {
  const { fromToken, toToken } = state
  if (!fromToken || !toToken || fromToken.address === toToken.address) return undefined
  try {
    return {
      from: fromToken.address,
      to: toToken.address,
      amount: parseSwapAmount(state.fromAmount, fromToken.decimals),
    }
  } catch {
    return undefined
  }
}

/** Whether a quote is for this input. */
export const quoteMatches = (
  quote: { from: string; to: string; fromAmount: bigint } | undefined,
  input: { from: string; to: string; amount: bigint } | undefined,
): boolean =>
  !!quote &&
  !!input &&
  quote.from === input.from &&
  quote.to === input.to &&
  quote.fromAmount === input.amount
