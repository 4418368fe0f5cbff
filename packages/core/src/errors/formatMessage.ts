import type { MessageCode } from './catalogue.js'
import { fillMessage } from './fillMessage.js'
import { MESSAGES } from './messages.js'

export type MessageParameters = Record<string, string | number | bigint>

/**
 * The catalogue text of `code` with its `{name}` parameters filled. Unknown parameters stay as
 * written, so a missing value shows rather than vanishing.
 * @example formatMessage('HTTP_STATUS', { status: 404 }) // 'HTTP status code: 404'
 */
export function formatMessage(code: MessageCode, parameters: MessageParameters = {}): string {
  return fillMessage(MESSAGES[code], parameters)
}
