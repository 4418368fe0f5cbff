import { HttpError } from '@portico/core'
import { OnrampError } from '../errors/OnrampError.js'
import type { OnrampErrorCode } from '../errors/OnrampErrorCode.js'

const cloudCodes = new Set<string>([
  'onramp_disabled',
  'onramp_not_configured',
  'onramp_no_quote',
  'onramp_provider_error',
  'invalid_request',
] satisfies OnrampErrorCode[])

/** A failed on-ramp route as an OnrampError: the cloud's code when it answered one, `rate_limited` on 429, else `unknown`. */
export function toOnrampError(error: unknown): OnrampError {
  if (error instanceof OnrampError) return error
  if (error instanceof HttpError) {
    if (error.status === 429) return new OnrampError('rate_limited', error)
    const code = (error.body as { error?: unknown } | undefined)?.error
    if (typeof code === 'string' && cloudCodes.has(code))
      return new OnrampError(code as OnrampErrorCode, error)
  }
  return new OnrampError('unknown', error)
}
