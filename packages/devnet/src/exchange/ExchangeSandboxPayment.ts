/** `pending` from the user's confirmation until the transfer is mined, then `success` or `failed`. */
export type ExchangeSandboxPaymentStatus = 'pending' | 'success' | 'failed'

/** A payment at the exchange sandbox, as its status API shows it. */
export type ExchangeSandboxPayment = {
  readonly id: string
  /** The cloud's own reference for the payment (the payment URL's `ref`). */
  readonly ref: string
  readonly user: string
  status: ExchangeSandboxPaymentStatus
  /** CAIP-2. */
  readonly network: string
  /** `native` or the token contract's address. */
  readonly asset: string
  /** In the asset's smallest unit (decimal string). */
  readonly amount: string
  readonly recipient: string
  txHash: string | null
  failureReason: 'insufficient_funds' | 'transfer_failed' | null
  readonly createdAt: string
}
