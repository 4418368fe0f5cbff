import { PROVIDER_ERROR_CODES, UserRejectedError } from '@portico/core'

/** Whether the wallet's error, or one it wraps, carries the user-rejected code (4001, as Wallet Standard wallets answer). */
function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if ((current as { code?: unknown }).code === PROVIDER_ERROR_CODES.userRejected) return true
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What an adapter throws for a failed wallet request: core's UserRejectedError when the visitor
 * said no in the wallet (4001 anywhere in the cause chain), else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  return isUserRejection(error) ? new UserRejectedError({ cause: error }) : error
}
