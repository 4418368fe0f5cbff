import { z } from 'zod'

/** An on-ramp purchase, as the history (with `onramp`) and `GET /v1/onramp/purchases/:id` answer it. */
export const cloudOnrampPurchaseSchema = z.object({
  /** The cloud's id of the purchase (`onr_…`), given when its checkout URL was signed. */
  id: z.string(),
  provider: z.string(),
  /** CAIP-2 network the asset is delivered on. */
  network: z.string(),
  /** The destination address. */
  address: z.string(),
  fiatAmount: z.string(),
  fiatCurrency: z.string(),
  asset: z.string(),
  /** `created` until the provider has an order; then as the provider's webhooks report it. */
  status: z.enum(['created', 'pending', 'processing', 'completed', 'failed']),
  /** The provider's fee in the fiat currency, once it has an order. */
  fee: z.string().nullable(),
  /** What the buyer receives, in the asset's smallest unit, once the provider has an order. */
  cryptoAmount: z.string().nullable(),
  /** The delivery's transaction, once completed. */
  txHash: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type CloudOnrampPurchase = z.infer<typeof cloudOnrampPurchaseSchema>
