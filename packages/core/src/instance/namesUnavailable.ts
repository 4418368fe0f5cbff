import type { MessageCode } from '../errors/catalogue.js'
import { formatMessage } from '../errors/formatMessage.js'
import { PorticoError } from '../errors/PorticoError.js'

/**
 * The error of a `portico.names` call when no feature resolves names: its catalogue text, as without a cloud. Its own
 * chunk (with the error texts), loaded only then.
 */
export function namesUnavailable(code: MessageCode, parameters: Record<string, string> = {}): Promise<never> {
  return Promise.reject(
    new PorticoError(formatMessage(code, parameters), {
      code,
      details: 'Names need the names feature (@portico/names) and Portico Cloud',
    }),
  )
}
