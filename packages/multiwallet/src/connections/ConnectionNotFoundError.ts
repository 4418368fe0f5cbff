import { type ChainNamespace, PorticoError } from '@portico/core'

/**
 * A multi-wallet call named a connection the namespace does not keep (an app's mistake; English only).
 * Exported by the connections' lazy module (connectionsModule.ts), with the code that throws it.
 */
export class ConnectionNotFoundError extends PorticoError {
  override name = 'ConnectionNotFoundError'
  readonly namespace: ChainNamespace | undefined
  readonly connectorId: string

  constructor({ namespace, connectorId }: { namespace: ChainNamespace | undefined; connectorId: string }) {
    super(`No ${namespace ?? 'active namespace'} connection of the connector ${connectorId}`)
    this.namespace = namespace
    this.connectorId = connectorId
  }
}
