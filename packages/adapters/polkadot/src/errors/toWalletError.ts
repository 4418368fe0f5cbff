import { PROVIDER_ERROR_CODES, UserRejectedError } from '@portico/core'

/**
 * How extensions say the visitor refused: polkadot-js and Talisman reject with 'Cancelled',
 * SubWallet with 'Rejected by user'; some answer the EIP-1193 code 4001.
 */
const REJECTION_MESSAGE = /^(cancelled|canceled|rejected by user|user rejected|rejected)\b/i

function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (code === PROVIDER_ERROR_CODES.userRejected) return true
    if (typeof message === 'string' && REJECTION_MESSAGE.test(message.trim())) return true
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return false
}

/**
 * What the adapter throws for a failed extension request: core's UserRejectedError when the
 * visitor said no in the extension, else the error itself.
 */
export function toWalletError(error: unknown): unknown {
  return isUserRejection(error) ? new UserRejectedError({ cause: error }) : error
}
