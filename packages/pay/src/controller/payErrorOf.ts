import { UserRejectedError } from '@portico/core'
import { PayError } from '../errors/PayError.js'

/** Any failure of a payment as a PayError: the wallet's refusal is `user_rejected`, anything else not typed `payment_failed`. */
export function payErrorOf(error: unknown): PayError {
  if (error instanceof PayError) return error
  if (error instanceof UserRejectedError) return new PayError('user_rejected', error)
  return new PayError('payment_failed', error)
}
