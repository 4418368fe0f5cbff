import { formatMessage } from './formatMessage.js'
import { PorticoError } from './PorticoError.js'

export type FrameErrorCode =
  | 'FRAME_ERROR'
  | 'FRAME_NOT_SET'
  | 'FRAME_PARENT_NOT_SET'
  | 'EMAIL_DEPENDENCY_LOAD_FAILED'

/** The embedded-wallet frame failed (docs/behaviour.md#errors); a frame error without a message is 'An error occurred'. */
export class FrameError extends PorticoError {
  override name = 'FrameError'

  constructor(code: FrameErrorCode, { message, cause }: { message?: string; cause?: unknown } = {}) {
    super(code === 'FRAME_ERROR' && message ? message : formatMessage(code), { code, cause })
  }
}
