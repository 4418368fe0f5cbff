import type { PorticoError } from '../../errors/PorticoError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import { toWalletError } from '../../instance/toWalletError.js'
import { reportError } from '../errorReports/reportError.js'

/** Types a failed wallet request's error and emits USER_REJECTED when the visitor said no. */
export function reportRequestError(
  context: Pick<PorticoContext, 'emit'>,
  method: string,
  error: unknown,
): PorticoError {
  const typed = toWalletError(error)
  if (typed instanceof UserRejectedError) context.emit({ type: 'USER_REJECTED', method })
  reportError(context, 'REQUEST', typed)
  return typed
}
