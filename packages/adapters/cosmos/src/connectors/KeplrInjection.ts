/** Where a Keplr-compatible wallet puts its API on `window`, and how Portico lists it. */
export interface KeplrInjection {
  /** Dotted path from `window` to the Keplr API object, e.g. `keplr` or `cosmostation.providers.keplr`. */
  path: string
  /** The connector id (stable across page loads). */
  id: string
  name: string
  /** Image URL or data URI shown in the wallet list. */
  icon?: string
}
