import { PorticoError } from '@portico/core'

/** The extension allowed the page but shares no sr25519/ed25519 account usable on the network. */
export class NoAccountError extends PorticoError {
  override name = 'NoAccountError'
  readonly connectorId: string

  constructor({ connectorId }: { connectorId: string }) {
    super(`The extension ${connectorId} shares no account for this network`)
    this.connectorId = connectorId
  }
}
