import type { SwapArguments } from './SwapArguments.js'
import type { SwapsState } from './SwapsState.js'

/** The swap as an API (`portico.getFeature(swaps)`, `useSwap()`): the Swap views use it, and so can an app's own UI. */
export interface SwapsApi {
  /** How often a shown quote is read again (ms); an older quote is read again before a swap. */
  readonly quoteRefreshMs: number
  /** Swap opened: OPEN_SWAP, then the tokens read, prefilled with `open`'s arguments. */
  open(prefill?: SwapArguments): Promise<void>
  /** Reads the network's tokens and the account's balances again. */
  loadTokens(): Promise<void>
  /** Changes the tokens, the amount as typed or the slippage (kept within SWAP_SLIPPAGE_BOUNDS). */
  update(patch: Partial<Pick<SwapsState, 'fromToken' | 'toToken' | 'fromAmount' | 'slippage'>>): void
  /** Swaps the sides: the token bought becomes the one sold, its quoted amount the amount. */
  flip(): void
  /** Reads the quote for the input as it is now. */
  refreshQuote(): Promise<void>
  /** Approves when needed, then swaps (the state says how it went; it never throws). */
  execute(): Promise<void>
  /** Back to the form after a failed swap, the input kept. */
  tryAgain(): void
  reset(): void
}
