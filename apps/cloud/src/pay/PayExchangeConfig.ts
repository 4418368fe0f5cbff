/** The exchanges a visitor can pay from, by the cloud's name for each. */
export const PAY_EXCHANGES = ['binance'] as const

export type PayExchangeName = (typeof PAY_EXCHANGES)[number]

/** How the cloud reaches one exchange (docs/cloud.md#pay-from-an-exchange). */
export type PayExchangeSettings = {
  /** The exchange's API and payment page, e.g. `http://127.0.0.1:4432`. */
  url: string
  apiKey: string
  /** Signs the payment URLs the cloud hands out. */
  urlSigningSecret: string
}

/** The pay service's exchanges; an exchange without settings is not offered. */
export type PayExchangeConfig = {
  exchanges: Partial<Record<PayExchangeName, PayExchangeSettings>>
  /** How long a call to an exchange may take (PAY_EXCHANGE_TIMEOUT_SECONDS). */
  timeoutMs: number
}
