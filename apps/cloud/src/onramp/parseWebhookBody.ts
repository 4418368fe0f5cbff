import type { z } from 'zod'
import { OnrampWebhookRefusedError } from './onrampErrors.js'

/**
 * A webhook's body, once its signature holds, read as `schema` says: text that is not JSON, or JSON of another shape, is
 * refused with 400 (the provider sent it; nothing in it is applied).
 */
export function parseWebhookBody<T>(body: string, schema: z.ZodType<T>): T {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    throw new OnrampWebhookRefusedError('malformed JSON body', 400)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new OnrampWebhookRefusedError('unexpected body', 400)
  return parsed.data
}
