import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/** The wallet could not add or switch to a chain: 'Chain is not supported' (docs/behaviour.md#errors). */
export class ChainNotSupportedError extends PorticoError {
  override name = 'ChainNotSupportedError'

  constructor({ cause }: { cause?: unknown } = {}) {
    super(formatCoreMessage('CHAIN_NOT_SUPPORTED'), { code: 'CHAIN_NOT_SUPPORTED', cause })
  }
}
