import { PorticoError } from '@portico/core'

/** The wagmi config has no connector with this id (the wallet is not installed or not discovered yet). */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string

  constructor({ connectorId }: { connectorId: string }) {
    super(`Connector ${connectorId} not found`)
    this.connectorId = connectorId
  }
}
