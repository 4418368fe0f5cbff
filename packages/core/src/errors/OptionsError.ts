import type { CoreMessageCode } from './catalogue.js'
import { formatCoreMessage } from './formatCoreMessage.js'
import type { MessageParameters } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

/** createPortico options that cannot work, found at creation. */
export class OptionsError extends PorticoError {
  override name = 'OptionsError'

  /** `details` tells the developer how to fix it. */
  constructor(code: CoreMessageCode, parameters: MessageParameters = {}, details?: string) {
    super(formatCoreMessage(code, parameters), details === undefined ? { code } : { code, details })
  }
}
