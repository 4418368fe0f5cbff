import { UserRejectedError } from '@portico/core'
import { toSwapError } from '../cloud/toSwapError.js'
import { SwapError } from './SwapError.js'

/** Any failure of a swap as a SwapError: the wallet's refusal is `user_rejected`. */
export function swapErrorOf(error: unknown): SwapError {
  if (error instanceof UserRejectedError) return new SwapError('user_rejected', error)
  return toSwapError(error)
}

/** The text an event carries for a failure: the cause's message, or the code. */
export function swapErrorMessage(error: SwapError): string {
  const cause = error.cause
  if (cause instanceof Error) return (cause as { shortMessage?: string }).shortMessage ?? cause.message
  return error.swapCode
}
