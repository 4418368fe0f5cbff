/**
 * A request the frame refuses or cannot finish, with a code the widget can map (e.g. `not_supported` becomes the
 * EIP-1193 4200): its message is what the dapp sees.
 */
export class FrameRpcError extends Error {
  override readonly name = 'FrameRpcError'

  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}
