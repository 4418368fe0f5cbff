import { PROVIDER_ERROR_CODES } from '../constants/providerErrorCodes.js'
import { UserRejectedError } from './UserRejectedError.js'

/** How a wallet without the 4001 code says no: a test of its error message (Keplr's 'Request rejected'). */
export type RejectionMessage = (message: string) => boolean

/**
 * Whether a wallet's error means the visitor said no: Portico's one rule for it, which every adapter and
 * core apply (the UI then asks `instanceof UserRejectedError`). Along the cause chain, a rejection is
 * - a UserRejectedError,
 * - or a message the wallet's `isRejectionMessage` recognises (wallets that answer with text only),
 * - or, when the chain carries EIP-1193 codes, the deepest of them being 4001: viem and wagmi wrap the
 *   wallet's own error, sometimes in a 4001 of their own (wagmi's for a failed wallet_addEthereumChain),
 *   so the wallet's code, the innermost, decides.
 * @example
 * isUserRejection(new UserRejectedRequestError(walletError)) // true when the wallet answered 4001
 */
export function isUserRejection(error: unknown, isRejectionMessage?: RejectionMessage): boolean {
  const seen = new Set<unknown>()
  let code: number | undefined
  let current: unknown = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (current instanceof UserRejectedError) return true
    const { code: candidate, message } = current as { code?: unknown; message?: unknown }
    if (isRejectionMessage && typeof message === 'string' && isRejectionMessage(message)) return true
    if (typeof candidate === 'number') code = candidate
    seen.add(current)
    current = (current as { cause?: unknown }).cause
  }
  return code === PROVIDER_ERROR_CODES.userRejected
}
