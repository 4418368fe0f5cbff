import type { SmartAccountUnavailableReason } from '../protocol/protocolTypes.js'

/**
 * The frame answered a request with an error event (or never answered): its message, code, seconds to wait and, for
 * `smart_account_unavailable`, why.
 */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  constructor(
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
    readonly reason?: SmartAccountUnavailableReason,
  ) {
    super(message)
  }
}
