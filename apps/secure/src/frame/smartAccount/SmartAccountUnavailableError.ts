import type { SmartAccountUnavailableReason } from '@portico/embedded/protocol'
import { FrameRpcError } from '../../rpc/FrameRpcError.js'

/**
 * The smart account cannot be used on a network (its bundler does not answer, its EntryPoint or factory is missing,
 * the project has none there): the frame falls back to the EOA and says why (`smart_account_unavailable`, with the
 * reason the widget tells the visitor).
 */
export class SmartAccountUnavailableError extends FrameRpcError {
  constructor(
    message: string,
    readonly reason: SmartAccountUnavailableReason,
  ) {
    super(message, 'smart_account_unavailable')
  }
}
