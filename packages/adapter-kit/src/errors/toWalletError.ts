import { PROVIDER_ERROR_CODES, UserRejectedError } from '@portico/core'

/** How a wallet without the 4001 code says no: a test of its error message (Keplr's 'Request rejected'). */
export type RejectionMessage = (message: string) => boolean

/**
 * Whether the wallet's error, or one it wraps, is a rejection: the user-rejected code (4001, as
 * Wallet Standard wallets answer) or a message `isRejectionMessage` recognises.
 */
function isUserRejection(error: unknown, isRejectionMessage?: RejectionMessage): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (code === PROVIDER_ERROR_CODES.userRejected) return true
    if (isRejectionMessage && typeof message === 'string' && isRejectionMessage(message)) return true
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What an adapter throws for a failed wallet request: core's UserRejectedError when the visitor
 * said no in the wallet (4001 anywhere in the cause chain, or a message `isRejectionMessage`
 * recognises, for wallets that answer with text only), else the error itself.
 */
export function toWalletError(error: unknown, isRejectionMessage?: RejectionMessage): unknown {
  if (error instanceof UserRejectedError) return error
  return isUserRejection(error, isRejectionMessage) ? new UserRejectedError({ cause: error }) : error
}
