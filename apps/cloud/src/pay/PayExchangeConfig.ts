/** The exchanges a visitor can pay from, by the cloud's name for each. */
export const PAY_EXCHANGES = ['binance', 'coinbase'] as const

export type PayExchangeName = (typeof PAY_EXCHANGES)[number]

/**
 * How the cloud reaches an exchange over the protocol of docs/cloud.md#pay-from-an-exchange, which the devnet's
 * exchange sandbox (and a gateway in front of an exchange) speaks.
 */
export type PorticoPayExchangeSettings = {
  /** Unset: `portico`. */
  api?: 'portico'
  /** The exchange's API and payment page, e.g. `http://127.0.0.1:4432`. */
  url: string
  apiKey: string
  /** Signs the payment URLs the cloud hands out. */
  urlSigningSecret: string
}

/** How the cloud reaches Coinbase's own API for the exchange `coinbase` (PAY_EXCHANGE_COINBASE_API=coinbase). */
export type CoinbasePayExchangeSettings = {
  api: 'coinbase'
  /** Coinbase's API, `https://api.developer.coinbase.com` unless set. */
  url: string
  /** The CDP secret API key's id. */
  apiKey: string
  /** The CDP secret API key's secret (Ed25519 or ECDSA). */
  apiSecret: string
  /** The country (and US state) whose buy options list the assets offered; unset: US. */
  country?: string
  subdivision?: string
  /** A payment's status is read from Coinbase at most this often (ms), while it is pending. */
  pollIntervalMs: number
}

/** How the cloud reaches one exchange (docs/cloud.md#pay-from-an-exchange). */
export type PayExchangeSettings = PorticoPayExchangeSettings | CoinbasePayExchangeSettings

/** The pay service's exchanges; an exchange without settings is not offered. */
export type PayExchangeConfig = {
  exchanges: Partial<Record<PayExchangeName, PayExchangeSettings>>
  /** How long a call to an exchange may take (PAY_EXCHANGE_TIMEOUT_SECONDS). */
  timeoutMs: number
}
