import { RequestAbortedError } from '../errors/RequestAbortedError.js'

/**
 * Logs a failed cloud request (`Portico: could not …`), except the abort of the instance's destroy(): an instance
 * that is gone has nothing to report, and its requests end there by design.
 * @example
 * catch (error) { warnCloudFailure('Portico: could not read the native balance', error) }
 */
export function warnCloudFailure(message: string, error: unknown): void {
  if (error instanceof RequestAbortedError) return
  console.warn(message, error)
}
