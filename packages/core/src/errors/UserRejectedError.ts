import { PROVIDER_ERROR_CODES } from '../constants/providerErrorCodes.js'
import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/** The visitor rejected a wallet request (EIP-1193 code 4001). */
export class UserRejectedError extends PorticoError {
  override name = 'UserRejectedError'
  readonly providerCode = PROVIDER_ERROR_CODES.userRejected

  constructor({ cause }: { cause?: unknown } = {}) {
    super(formatCoreMessage('USER_REJECTED'), { code: 'USER_REJECTED', cause })
  }
}
