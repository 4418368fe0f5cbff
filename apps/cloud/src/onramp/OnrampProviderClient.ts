import type { OnrampProviderRefusal } from './callOnrampProvider.js'
import type { OnrampProviderConfig, OnrampProviderName } from './OnrampConfig.js'
import type { OnrampOrderUpdate } from './onrampPurchaseStore.js'

/** What a provider sells: its fee, its fiat currencies with their limits, the assets per network. */
export type OnrampProviderOptions = {
  feeBps: number
  fiatCurrencies: { code: string; min: number; max: number }[]
  assets: { asset: string; network: string; decimals: number }[]
}

/** A provider's price for a purchase: its fee in the fiat currency, what the buyer receives in base units. */
export type OnrampProviderQuote = {
  fiatAmount: string
  fiatCurrency: string
  fee: string
  feeBps: number
  asset: string
  network: string
  cryptoAmount: string
  decimals: number
}

export type OnrampQuoteRequest = { fiatAmount: string; fiatCurrency: string; asset: string; network: string }

/** A purchase the cloud recorded, for the provider's hosted checkout. */
export type OnrampCheckoutRequest = OnrampQuoteRequest & {
  /** The purchase id, which the provider's webhooks name. */
  ref: string
  address: string
  /** Where the provider sends the buyer back. */
  redirect: string
  /** Unix seconds after which the checkout is no longer good. */
  expires: number
}

/** A webhook as received: its raw body, its headers, and the public URL it was sent to. */
export type OnrampWebhookRequest = { body: string; header(name: string): string | undefined; url: string }

/** One provider as the on-ramp routes use it, whatever protocol it speaks (OnrampProviderApi). */
export type OnrampProviderClient = {
  readonly name: OnrampProviderName
  readonly config: OnrampProviderConfig
  options(): Promise<OnrampProviderOptions>
  quote(request: OnrampQuoteRequest): Promise<OnrampProviderQuote | OnrampProviderRefusal>
  /** The URL of the provider's hosted checkout for the purchase. */
  checkout(request: OnrampCheckoutRequest): Promise<string>
  /**
   * The order update a webhook reports, once its signature holds (OnrampWebhookRefusedError otherwise); null for an
   * event that concerns no purchase of the cloud's (acknowledged, nothing changes).
   */
  webhook(request: OnrampWebhookRequest): Promise<OnrampOrderUpdate | null>
  /**
   * A provider whose webhooks may not come (Coinbase: only with a CDP webhook subscription, and the cloud does not
   * know whether one exists): the purchase's order as the provider reports it now, read at most every
   * `config.pollIntervalMs` while the purchase is not final (followOnrampPurchase); null while it has none.
   */
  follow?(ref: string): Promise<OnrampOrderUpdate | null>
  /**
   * The provider's event ids are digests of the report (Coinbase: its webhooks name no event the polls could share),
   * so an event id seen again is the same news again, from a poll and a webhook, or a redelivery: the webhook route
   * answers it 200 `stale`, not 409, which the provider would retry for days (onrampWebhookRoute).
   */
  readonly eventIdsAreReportDigests?: boolean
}
