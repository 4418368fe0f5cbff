import { isUserRejection } from '../errors/isUserRejection.js'
import { PorticoError } from '../errors/PorticoError.js'
import { UserRejectedError } from '../errors/UserRejectedError.js'

function messageOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    if ('shortMessage' in error && typeof error.shortMessage === 'string') return error.shortMessage
    if ('message' in error && typeof error.message === 'string' && error.message) return error.message
  }
  return typeof error === 'string' && error ? error : 'Something went wrong'
}

/**
 * A wallet failure as a typed error: a rejection (core's one rule, `isUserRejection`) becomes a
 * UserRejectedError; a PorticoError stays as it is; anything else is wrapped with its message.
 */
export function toWalletError(error: unknown): PorticoError {
  if (error instanceof UserRejectedError) return error
  if (isUserRejection(error)) return new UserRejectedError({ cause: error })
  if (error instanceof PorticoError) return error
  return new PorticoError(messageOf(error), { cause: error })
}
