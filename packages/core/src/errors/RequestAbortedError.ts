import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/**
 * A pending request was aborted (docs/behaviour.md#errors): 'Request was aborted' for a wallet RPC request,
 * 'Something went wrong' for any other.
 */
export class RequestAbortedError extends PorticoError {
  override name = 'RequestAbortedError'

  constructor({ rpc, cause }: { rpc: boolean; cause?: unknown }) {
    const code = rpc ? 'REQUEST_ABORTED' : 'SOMETHING_WENT_WRONG'
    super(formatCoreMessage(code), { code, cause })
  }
}
