import { formatMessage, PorticoError } from '@portico/core'

/**
 * A transfer the network refuses: found before the wallet is asked (`SEND_WOULD_FAIL`, a simulation
 * reverted) or after it was sent (`SEND_FAILED`, mined but reverted).
 */
export class TransferRefusedError extends PorticoError {
  override name = 'TransferRefusedError'

  constructor(code: 'SEND_WOULD_FAIL' | 'SEND_FAILED', cause?: unknown) {
    super(formatMessage(code), cause === undefined ? { code } : { code, cause })
  }
}
