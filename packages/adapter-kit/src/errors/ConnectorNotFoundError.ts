import { PorticoError } from '@portico/core'

/** The adapter knows no wallet with this connector id (not installed, or not discovered yet). */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string

  constructor({ connectorId }: { connectorId: string }) {
    super(`Connector ${connectorId} not found`)
    this.connectorId = connectorId
  }
}
