import type { MessageCode } from './catalogue.js'
import { formatMessage, type MessageParameters } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

/** createPortico options that cannot work, found at creation. */
export class OptionsError extends PorticoError {
  override name = 'OptionsError'

  /** `details` tells the developer how to fix it. */
  constructor(code: MessageCode, parameters: MessageParameters = {}, details?: string) {
    super(formatMessage(code, parameters), details === undefined ? { code } : { code, details })
  }
}
