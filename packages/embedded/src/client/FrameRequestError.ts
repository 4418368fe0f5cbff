/** The frame answered a request with an error event (or never answered): its message, code and seconds to wait. */
export class FrameRequestError extends Error {
  override name = 'FrameRequestError'
  constructor(
    message: string,
    readonly code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}
