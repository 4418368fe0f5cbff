import { FrameRpcError } from './FrameRpcError.js'

/** A method the frame does not sign (yet): its message is what the dapp sees. */
export class UnsupportedMethodError extends FrameRpcError {
  constructor(
    readonly method: string,
    message = `${method} is not supported yet`,
  ) {
    super(message, 'not_supported')
  }
}
