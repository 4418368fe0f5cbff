import { z } from 'zod'

/** Body of the name registration (spec §7): coinType, address, signature, message. */
export const registerNameSchema = z.object({
  coinType: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]).transform(String),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/),
  /** The signed text: JSON `{ name, attributes?, timestamp }` (timestamp in seconds or milliseconds). */
  message: z.string().max(4_096),
})

export const registerNameMessageSchema = z.object({
  name: z.string().max(200),
  attributes: z.record(z.string().max(64), z.string().max(1_024)).default({}),
  timestamp: z.number().nonnegative(),
})
