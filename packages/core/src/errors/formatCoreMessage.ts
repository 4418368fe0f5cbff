import type { CoreMessageCode } from './catalogue.js'
import { CORE_MESSAGES } from './catalogue.js'
import { fillMessage } from './fillMessage.js'
import type { MessageParameters } from './formatMessage.js'

/** formatMessage for core's own codes: reads CORE_MESSAGES alone, so core's errors keep the feature texts out of the page's first JS. */
export function formatCoreMessage(code: CoreMessageCode, parameters: MessageParameters = {}): string {
  return fillMessage(CORE_MESSAGES[code], parameters)
}
