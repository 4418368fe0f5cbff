import { PorticoError } from '@portico/core'

/** No Keplr-compatible wallet on the page has this connector id (not installed, or not injected yet). */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string

  constructor({ connectorId }: { connectorId: string }) {
    super(`Connector ${connectorId} not found`)
    this.connectorId = connectorId
  }
}
