/** One provider's quote for the purchase as typed. */
export interface OnrampQuote {
  readonly provider: string
  readonly fiatAmount: string
  readonly fiatCurrency: string
  /** The provider's fee in the fiat currency (e.g. `1.20`). */
  readonly fee: string
  readonly feeBps: number
  readonly asset: string
  readonly network: string
  /** What the buyer receives, in the asset's smallest unit. */
  readonly cryptoAmount: bigint
  readonly decimals: number
}

/** A provider that will not sell the purchase as typed, and why (its code and its own words). */
export interface OnrampRefusal {
  readonly provider: string
  /** The provider's code (ONRAMP_AMOUNT_OUT_OF_RANGE, ...) or the cloud's (onramp_provider_error). */
  readonly code: string
}
