import { z } from 'zod'

/** A balance as the blockchain API answers it; `address` is null for the native currency. */
export const cloudTokenBalanceSchema = z.object({
  name: z.string(),
  symbol: z.string(),
  /** CAIP-2 network id. */
  chainId: z.string(),
  address: z.string().nullable(),
  /** USD value (quantity × price); absent where the cloud knows no price. */
  value: z.number().optional(),
  /** USD price of one unit; absent where the cloud knows no price. */
  price: z.number().optional(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})

export type CloudTokenBalance = z.infer<typeof cloudTokenBalanceSchema>
