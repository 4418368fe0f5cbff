/** The on-ramp providers a project can enable (its remote feature `onramp`). */
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const

export type OnrampProviderName = (typeof ONRAMP_PROVIDERS)[number]

/**
 * The protocol the cloud speaks to a provider: `portico`, the devnet sandboxes' own (docs/cloud.md#on-ramp), `meld`,
 * Meld's public API (a Meld API key, its crypto quotes, widget sessions and webhooks), or `coinbase`, Coinbase
 * Onramp's API (a CDP secret API key, its buy options and quotes, purchases followed by polling and, with a CDP
 * webhook subscription's secret, by its webhooks).
 */
export const ONRAMP_PROVIDER_APIS = ['portico', 'meld', 'coinbase'] as const

export type OnrampProviderApi = (typeof ONRAMP_PROVIDER_APIS)[number]

/** How the cloud reaches one provider and checks its webhooks (docs/cloud.md#on-ramp). */
export type OnrampProviderConfig = {
  /** Unset: `portico`. */
  api?: OnrampProviderApi
  /** `meld`, `coinbase`: the buyers' country the provider is asked to price and sell for (ISO 3166-1 alpha-2); unset: US. */
  country?: string
  /** `coinbase`: the buyers' state (ISO 3166-2 without the country, e.g. NY), which Coinbase asks for in the US. */
  subdivision?: string
  /** `coinbase`: the CDP secret API key's secret (Ed25519 or ECDSA); `apiKey` is its id. */
  apiSecret?: string
  /** `coinbase`: a purchase's status is read from Coinbase at most this often (ms), while it is not final. */
  pollIntervalMs?: number
  /** The provider's API and hosted checkout, e.g. `http://127.0.0.1:4430`. */
  url: string
  apiKey: string
  /** Signs the checkout URLs the cloud hands out (`portico` only: Meld's and Coinbase's checkouts are their own). */
  urlSigningSecret: string
  /**
   * Checks the provider's webhooks (HMAC-SHA256); `coinbase`: the CDP webhook subscription's secret, or empty: no
   * webhooks (404), its purchases are polled only.
   */
  webhookSecret: string
}

/** The on-ramp service's providers; a provider without settings answers `onramp_not_configured`. */
export type OnrampConfig = {
  providers: Partial<Record<OnrampProviderName, OnrampProviderConfig>>
  /** How long a call to a provider may take (ONRAMP_TIMEOUT_SECONDS). */
  timeoutMs: number
}
