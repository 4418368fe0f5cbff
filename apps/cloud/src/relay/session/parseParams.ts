import type { z } from 'zod'
import { RELAY_ERROR, RelayRpcError } from '../RelayRpcError.js'

/** The request's params as `schema` reads them, or an invalid-params error naming the first issue. */
export function parseParams<T>(schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : ''
  throw new RelayRpcError(RELAY_ERROR.invalidParams, `Invalid params: ${where}${issue?.message ?? 'invalid'}`)
}
