import { PROVIDER_ERROR_CODES, UserRejectedError } from '@portico/core'

/** Keplr's text for a prompt the visitor closed or declined; Leap and Cosmostation answer the same. */
export const KEPLR_REJECTION_MESSAGE = 'Request rejected'

/** Whether the wallet's error, or one it wraps, is a rejection: Keplr's message, or the 4001 code. */
function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if ((current as { code?: unknown }).code === PROVIDER_ERROR_CODES.userRejected) return true
    if ((current as { message?: unknown }).message === KEPLR_REJECTION_MESSAGE) return true
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What the adapter throws for a failed wallet request: core's UserRejectedError when the visitor
 * said no in the wallet ('Request rejected'), else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  if (error instanceof UserRejectedError) return error
  return isUserRejection(error) ? new UserRejectedError({ cause: error }) : error
}
