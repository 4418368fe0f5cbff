import { PorticoError } from '../../errors/PorticoError.js'
import { RequestAbortedError } from '../../errors/RequestAbortedError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { ErrorCategory } from '../../types/errorCategory.js'

/**
 * Emits an ERROR event for a failure, with its category (docs/behaviour.md#errors); the cloud services send it as an
 * error report (at most 5 per 60 s). A visitor's own choice (a rejection, an aborted request) is no error.
 */
export function reportError(
  context: Pick<PorticoContext, 'emit'>,
  category: ErrorCategory,
  error: unknown,
): void {
  if (error instanceof UserRejectedError || error instanceof RequestAbortedError) return
  const code = error instanceof PorticoError ? error.code : 'UNKNOWN'
  const message = error instanceof Error ? error.message : String(error)
  context.emit({ type: 'ERROR', category, code, message })
}
