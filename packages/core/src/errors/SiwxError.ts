import type { MessageCode } from './catalogue.js'
import { formatMessage } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

export type SiwxErrorCode = Extract<
  MessageCode,
  'SIGN_MESSAGE_FAILED' | 'SIWX_SIGNATURE_INVALID' | 'SIWX_SESSION_INVALID'
>

/** A sign-in that failed: the message could not be made or signed, or the signature did not verify. */
export class SiwxError extends PorticoError {
  override name = 'SiwxError'

  constructor(code: SiwxErrorCode, parameters: { cause?: unknown; details?: string } = {}) {
    super(formatMessage(code), { code, ...parameters })
  }
}
