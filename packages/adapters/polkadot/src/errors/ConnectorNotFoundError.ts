import { PorticoError } from '@portico/core'

/** No `window.injectedWeb3` entry has this connector id (the extension is not installed or not injected yet). */
export class ConnectorNotFoundError extends PorticoError {
  override name = 'ConnectorNotFoundError'
  readonly connectorId: string

  constructor({ connectorId }: { connectorId: string }) {
    super(`Connector ${connectorId} not found`)
    this.connectorId = connectorId
  }
}
