import { ValidationError } from '../errors/ValidationError.js'

export interface Call {
  to: `0x${string}`
  data?: `0x${string}`
  value?: bigint | string
}

function isCall(call: unknown): call is Call {
  if (typeof call !== 'object' || call === null) return false
  const { to, data } = call as Record<string, unknown>
  return (
    typeof to === 'string' &&
    to.startsWith('0x') &&
    (data === undefined || (typeof data === 'string' && data.startsWith('0x')))
  )
}

/**
 * Checks a call batch (wallet_sendCalls, docs/behaviour.md#validation): each call has 'to' starting 0x and optional
 * data starting 0x. Returns the calls typed, or throws a ValidationError.
 */
export function validateCallBatch(calls: unknown): Call[] {
  if (!Array.isArray(calls) || !calls.every(isCall)) throw new ValidationError('INVALID_CALL_BATCH')
  return calls
}
