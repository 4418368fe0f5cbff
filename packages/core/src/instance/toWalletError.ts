import { PROVIDER_ERROR_CODES } from '../constants/providerErrorCodes.js'
import { PorticoError } from '../errors/PorticoError.js'
import { UserRejectedError } from '../errors/UserRejectedError.js'

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
}

function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current = error
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    if (codeOf(current) === PROVIDER_ERROR_CODES.userRejected || current instanceof UserRejectedError)
      return true
    seen.add(current)
    current = 'cause' in current ? current.cause : undefined
  }
  return false
}

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  }
  return typeof error === 'string' && error ? error : 'Something went wrong'
}

/**
 * A wallet failure as a typed error: an EIP-1193 4001 anywhere in the cause chain becomes a
 * UserRejectedError; a PorticoError stays as it is; anything else is wrapped with its message.
 */
export function toWalletError(error: unknown): PorticoError {
  if (error instanceof UserRejectedError) return error
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (error instanceof PorticoError) return error
  return new PorticoError(messageOf(error), { cause: error })
}
