import { PorticoError } from '@portico/core'
import type { PayErrorCode } from './PayErrorCode.js'

/** A payment that did not happen, with its code (`payCode`, shown as `pay.error.<code>`). */
export class PayError extends PorticoError {
  override name = 'PayError'
  readonly payCode: PayErrorCode

  constructor(payCode: PayErrorCode, cause?: unknown) {
    super(`Payment failed: ${payCode}`, cause === undefined ? {} : { cause })
    this.payCode = payCode
  }
}
