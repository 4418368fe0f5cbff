/** A provider the project enables, as the cloud's options list it: its fee and the fiat currencies it takes. */
export interface OnrampProvider {
  /** `meld` or `coinbase`. */
  readonly name: string
  /** Its fee in basis points of the fiat amount. */
  readonly feeBps: number
  /** Each currency with the smallest and largest purchase, in whole units. */
  readonly fiatCurrencies: readonly { readonly code: string; readonly min: number; readonly max: number }[]
}
