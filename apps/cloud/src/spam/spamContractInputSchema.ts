import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'

/** One entry of `PUT /admin/v1/spam`: a contract marked as spam (`spam: true`) or no longer (`false`). */
export const spamContractInputSchema = z.object({
  chainId: caip2ChainIdSchema,
  address: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "address is a contract's 0x address")
    .transform((address) => address.toLowerCase()),
  spam: z.boolean(),
})

/** The body of `PUT /admin/v1/spam`: at most 1,000 entries. */
export const spamContractsInputSchema = z.array(spamContractInputSchema).max(1_000)

export type SpamContractInput = z.output<typeof spamContractInputSchema>
