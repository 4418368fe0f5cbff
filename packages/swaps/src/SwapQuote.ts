/** The cloud's best quote for the swap as typed: what it is for, what it gives, and when it was read. */
export interface SwapQuote {
  /** The CAIP-10 tokens and base-unit amount the quote was asked for (a quote for other input is stale). */
  readonly from: string
  readonly to: string
  readonly fromAmount: bigint
  readonly toAmount: bigint
  /** Percent the trade moves the price (the pools' own numbers). */
  readonly priceImpact: number
  readonly fromValueUsd?: number | undefined
  readonly toValueUsd?: number | undefined
  /** The tokens it trades through, from first to last (CAIP-10). */
  readonly path: readonly string[]
  readonly provider: string
  /** Date.now() when it arrived. */
  readonly receivedAt: number
}
