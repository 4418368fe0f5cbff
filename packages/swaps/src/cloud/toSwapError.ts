import { SWAP_ERROR_CODES, type SwapCloudErrorCode } from '@portico/cloud-contract'
import { HttpError } from '@portico/core'
import { SwapError } from '../errors/SwapError.js'

const cloudCodes = new Set<string>(Object.values(SWAP_ERROR_CODES))

/** A failed swap route as a SwapError: the cloud's swap code when it answered one, else `unknown`. */
export function toSwapError(error: unknown): SwapError {
  if (error instanceof SwapError) return error
  if (error instanceof HttpError) {
    const code = (error.body as { error?: unknown } | undefined)?.error
    if (typeof code === 'string' && cloudCodes.has(code))
      return new SwapError(code as SwapCloudErrorCode, error)
  }
  return new SwapError('unknown', error)
}
