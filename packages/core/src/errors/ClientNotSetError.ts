import { formatCoreMessage } from './formatCoreMessage.js'
import { PorticoError } from './PorticoError.js'

/** A controller used before its client was wired (docs/behaviour.md#validation "Connection and network clients must both be set"). */
export class ClientNotSetError extends PorticoError {
  override name = 'ClientNotSetError'

  constructor({ client }: { client: 'network' | 'connection' }) {
    const code = client === 'network' ? 'NETWORK_CLIENT_NOT_SET' : 'CONNECTION_CLIENT_NOT_SET'
    super(formatCoreMessage(code), { code })
  }
}
