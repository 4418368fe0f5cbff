import { PorticoError } from '@portico/core'

/** A request for an account no wallet is connected with through this adapter. */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError'
  readonly address: string

  constructor({ address }: { address: string }) {
    super(`No Cosmos wallet is connected with ${address}`)
    this.address = address
  }
}
