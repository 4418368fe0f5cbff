import { z } from 'zod'
import { caip2ChainIdSchema } from '../chains/caip2ChainIdSchema.js'

/** The asset a price is for: `'native'` or a token's 0x address (stored lower-case). */
export const priceAssetSchema = z.union([
  z.literal('native'),
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, "address is 'native' or a token's 0x address")
    .transform((address) => address.toLowerCase()),
])

/** One entry of `PUT /admin/v1/prices`: a USD price, or `usd: null` to remove the price. */
export const tokenPriceInputSchema = z.object({
  chainId: caip2ChainIdSchema,
  address: priceAssetSchema,
  usd: z.number().finite().nonnegative().nullable(),
})

/** The body of `PUT /admin/v1/prices`: at most 1,000 entries. */
export const tokenPricesInputSchema = z.array(tokenPriceInputSchema).max(1_000)

export type TokenPriceInput = z.output<typeof tokenPriceInputSchema>
