import { PorticoError } from '@portico/core'
import type { OnrampErrorCode } from './OnrampErrorCode.js'

/** A purchase that cannot go on, with its code (`onrampCode`, shown as `onramp.error.<code>`). */
export class OnrampError extends PorticoError {
  override name = 'OnrampError'
  readonly onrampCode: OnrampErrorCode

  constructor(onrampCode: OnrampErrorCode, cause?: unknown) {
    super(`On-ramp failed: ${onrampCode}`, cause === undefined ? {} : { cause })
    this.onrampCode = onrampCode
  }
}
