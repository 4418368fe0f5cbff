import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/** A non-OK HTTP response: 'HTTP status code: {status}' (docs/behaviour.md#calls), with the parsed body. */
export class HttpError extends PorticoError {
  override name = 'HttpError'
  readonly status: number
  readonly url: string
  /** The response body: parsed JSON when it is JSON, else text; undefined when empty. */
  readonly body: unknown

  constructor({ status, url, body }: { status: number; url: string; body?: unknown }) {
    super(formatCoreMessage('HTTP_STATUS', { status }), { code: 'HTTP_STATUS', details: `URL: ${url}` })
    this.status = status
    this.url = url
    this.body = body
  }
}
