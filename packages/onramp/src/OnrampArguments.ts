/** What `open({ view: 'OnRampProviders', data })` may prefill. */
export interface OnrampArguments {
  /** The fiat amount, e.g. `100`. */
  fiatAmount?: string | undefined
  /** ISO 4217 code, e.g. `EUR`. */
  fiatCurrency?: string | undefined
  /** The asset's symbol on the connected network, e.g. `ETH`. */
  asset?: string | undefined
}
