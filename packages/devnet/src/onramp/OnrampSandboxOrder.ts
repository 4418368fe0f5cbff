/** `pending` until paid (or while a pending card waits), `processing` while the asset is sent, then final. */
export type OnrampSandboxOrderStatus = 'pending' | 'processing' | 'completed' | 'failed'

/** An order at a sandbox provider, as its API and its webhooks show it. */
export type OnrampSandboxOrder = {
  readonly id: string
  /** The cloud's own reference for the purchase (the checkout URL's `ref`). */
  readonly ref: string
  readonly provider: string
  status: OnrampSandboxOrderStatus
  readonly fiatAmount: string
  readonly fiatCurrency: string
  readonly fee: string
  readonly asset: string
  readonly network: string
  readonly address: string
  /** In the asset's smallest unit (decimal string). */
  readonly cryptoAmount: string
  txHash: string | null
  failureReason: 'card_declined' | 'delivery_failed' | null
  readonly createdAt: string
}

/** One webhook the sandbox sent (or tried to send): the exact body and signature, for replay tests. */
export type OnrampWebhookDelivery = {
  readonly eventId: string
  readonly body: string
  readonly signature: string
  /** The receiver's HTTP status, or `null` when it could not be reached. */
  responseStatus: number | null
}
