import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

function reasonOf(cause: unknown): string {
  if (cause instanceof PorticoError) return cause.shortMessage
  if (cause instanceof Error) return cause.message
  return String(cause)
}

/** Disconnecting failed: 'Failed to disconnect chains: {reason}' (docs/behaviour.md#errors). */
export class DisconnectError extends PorticoError {
  override name = 'DisconnectError'

  constructor({ cause }: { cause: unknown }) {
    const values = { reason: reasonOf(cause) }
    super(formatCoreMessage('DISCONNECT_FAILED', values), { code: 'DISCONNECT_FAILED', cause, values })
  }
}
