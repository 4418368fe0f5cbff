import type { MessageCode } from './catalogue.js'
import { formatMessage, type MessageParameters } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

/** Input a visitor or app gave that breaks a rule of docs/behaviour.md#validation (send, call batch, e-mail). */
export class ValidationError extends PorticoError {
  override name = 'ValidationError'

  constructor(code: MessageCode, parameters: MessageParameters = {}) {
    super(formatMessage(code, parameters), { code, values: parameters })
  }
}
