import { z } from 'zod'

/** The body of `POST /v1/profile/account`: a name registration the account signed. */
export const registerNameBodySchema = z.object({
  coinType: z.union([z.number(), z.string()]),
  address: z.string(),
  signature: z.string(),
  /** The signed text: JSON `{ name, attributes?, timestamp }`. */
  message: z.string(),
})

export type RegisterNameBody = z.infer<typeof registerNameBodySchema>
