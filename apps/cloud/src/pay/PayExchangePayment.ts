/** `pending` from the signed URL until the exchange reports the payment final. */
export type PayExchangePaymentState = 'pending' | 'success' | 'failed'

/** A payment from an exchange as the API answers it (`GET /v1/pay/payments/:paymentId`). */
export type PayExchangePayment = {
  paymentId: string
  exchange: string
  network: string
  /** `native` or the token's address. */
  asset: string
  /** In the asset's smallest unit. */
  amount: string
  recipient: string
  status: PayExchangePaymentState
  /**
   * The exchange's own id of the payment, once the visitor confirmed it on the exchange's page (the exchange may still
   * be sending it: `pending`); null before.
   */
  exchangePaymentId: string | null
  txHash: string | null
  failureReason: string | null
  createdAt: string
  updatedAt: string
}
