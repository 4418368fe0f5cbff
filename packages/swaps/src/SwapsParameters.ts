/** The options of `swaps()`. */
export interface SwapsParameters {
  /** The default slippage tolerance in percent (1; within SWAP_SLIPPAGE_BOUNDS). */
  slippage?: number | undefined
  /** How often a shown quote is read again, in ms (15 000). */
  quoteRefreshMs?: number | undefined
}
