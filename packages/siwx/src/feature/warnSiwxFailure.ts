import { RequestAbortedError } from '@portico/core'

/**
 * Logs a failed sign-in request (`Portico: could not …`), except the abort of the instance's destroy(): an instance
 * that is gone has nothing to report, and its requests end there by design.
 * @example
 * catch (error) { warnSiwxFailure('Portico: could not read the sign-in sessions', error) }
 */
export function warnSiwxFailure(message: string, error: unknown): void {
  if (error instanceof RequestAbortedError) return
  console.warn(message, error)
}
