import { z } from 'zod'

/** A transfer inside a transaction, as the cloud's indexer answers it. */
export const cloudTransferSchema = z.object({
  fungible_info: z
    .object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) })
    .optional(),
  nft_info: z
    .object({
      name: z.string(),
      content: z.object({ preview: z.object({ url: z.string(), content_type: z.string() }) }),
      flags: z.object({ is_spam: z.boolean() }),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
})

export type CloudTransfer = z.infer<typeof cloudTransferSchema>

/** One transaction of an account, as `GET /v1/account/{address}/history` answers it. */
export const cloudTransactionSchema = z.object({
  /** The transaction hash. */
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(['send', 'receive', 'mint', 'trade', 'execute', 'deploy']),
    hash: z.string(),
    /** ISO 8601. */
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    /** CAIP-2 network id. */
    chain: z.string(),
  }),
  transfers: z.array(cloudTransferSchema),
})

export type CloudTransaction = z.infer<typeof cloudTransactionSchema>
