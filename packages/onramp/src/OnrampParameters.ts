/** The options of `onramp(parameters)`. */
export interface OnrampParameters {
  /** The fiat currency the amount starts in (`USD`). */
  defaultFiatCurrency?: string | undefined
  /** How often a started purchase's status is read (ms; 3 000, at least 250). */
  pollMs?: number | undefined
  /** Where the provider sends the buyer back after the checkout (default: this page); on the project's origins. */
  redirectUrl?: string | undefined
}
