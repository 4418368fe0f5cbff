import type { MessageCode } from './catalogue.js'
import { formatMessage, type MessageParameters } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

/** createPortico options that cannot work, found at creation. */
export class OptionsError extends PorticoError {
  override name = 'OptionsError'

  constructor(code: MessageCode, parameters: MessageParameters = {}) {
    super(formatMessage(code, parameters), { code })
  }
}
