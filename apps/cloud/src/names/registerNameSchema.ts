import { z } from 'zod'
import { safeText } from '../http/input/safeText.js'

/** Most attributes one name may carry. */
const MAX_NAME_ATTRIBUTES = 32

/** Body of the name registration (docs/behaviour.md#calls): coinType, address, signature, message. */
export const registerNameSchema = z.object({
  coinType: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]).transform(String),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130,}$/),
  /** The signed text: JSON `{ name, attributes?, timestamp }` (timestamp in seconds or milliseconds). */
  message: z.string().max(4_096),
})

export const registerNameMessageSchema = z.object({
  name: safeText(200),
  attributes: z
    .record(safeText(64), safeText(1_024))
    .refine((attributes) => Object.keys(attributes).length <= MAX_NAME_ATTRIBUTES, {
      message: `at most ${MAX_NAME_ATTRIBUTES} attributes`,
    })
    .default({}),
  timestamp: z.number().finite().nonnegative(),
})
