/** The on-ramp providers a project can enable (its remote feature `onramp`). */
export const ONRAMP_PROVIDERS = ['meld', 'coinbase'] as const

export type OnrampProviderName = (typeof ONRAMP_PROVIDERS)[number]

/**
 * The protocol the cloud speaks to a provider: `portico`, the devnet sandboxes' own (docs/cloud.md#on-ramp), or
 * `meld`, Meld's public API (a Meld API key, its crypto quotes, widget sessions and webhooks).
 */
export const ONRAMP_PROVIDER_APIS = ['portico', 'meld'] as const

export type OnrampProviderApi = (typeof ONRAMP_PROVIDER_APIS)[number]

/** How the cloud reaches one provider and checks its webhooks (docs/cloud.md#on-ramp). */
export type OnrampProviderConfig = {
  /** Unset: `portico`. */
  api?: OnrampProviderApi
  /** `meld`: the buyer's country Meld is asked to price and sell for (ISO 3166-1 alpha-2); unset: US. */
  country?: string
  /** The provider's API and hosted checkout, e.g. `http://127.0.0.1:4430`. */
  url: string
  apiKey: string
  /** Signs the checkout URLs the cloud hands out (`portico` only: Meld's checkout is its own widget session). */
  urlSigningSecret: string
  /** Checks the provider's webhooks (HMAC-SHA256). */
  webhookSecret: string
}

/** The on-ramp service's providers; a provider without settings answers `onramp_not_configured`. */
export type OnrampConfig = {
  providers: Partial<Record<OnrampProviderName, OnrampProviderConfig>>
  /** How long a call to a provider may take (ONRAMP_TIMEOUT_SECONDS). */
  timeoutMs: number
}
