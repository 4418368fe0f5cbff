/** `created` when its checkout URL is signed; then what the provider's webhooks say. */
export type OnrampPurchaseStatus = 'created' | 'pending' | 'processing' | 'completed' | 'failed'

/** A purchase as the API answers it (`GET /v1/onramp/purchases/:id`, the history's `onramp` entries). */
export type OnrampPurchase = {
  id: string
  provider: string
  network: string
  address: string
  fiatAmount: string
  fiatCurrency: string
  asset: string
  status: OnrampPurchaseStatus
  /** The provider's fee in the fiat currency, once it has an order. */
  fee: string | null
  /** What the buyer receives, in the asset's smallest unit, once the provider has an order. */
  cryptoAmount: string | null
  txHash: string | null
  failureReason: string | null
  createdAt: string
  updatedAt: string
}
