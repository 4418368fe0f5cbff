import { PorticoError } from '@portico/core'
import type { SwapErrorCode } from './SwapErrorCode.js'

/**
 * A swap that cannot go on, with its code (`swapCode`, shown as `swap.error.<code>`); the cause is the cloud's
 * HttpError, the wallet's refusal or the node's error.
 */
export class SwapError extends PorticoError {
  override name = 'SwapError'
  readonly swapCode: SwapErrorCode

  constructor(swapCode: SwapErrorCode, cause?: unknown) {
    super(`Swap failed: ${swapCode}`, cause === undefined ? {} : { cause })
    this.swapCode = swapCode
  }
}
