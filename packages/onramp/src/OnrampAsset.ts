/** An asset the project's providers sell on a network (`/v1/onramp/options`). */
export interface OnrampAsset {
  /** Its symbol, e.g. ETH. */
  readonly asset: string
  /** CAIP-2 network it is delivered on. */
  readonly network: string
  readonly decimals: number
  /** The providers that sell it. */
  readonly providers: readonly string[]
}
