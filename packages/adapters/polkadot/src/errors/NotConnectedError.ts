import { PorticoError } from '@portico/core'

/** A request for an account no extension is connected with through this adapter. */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError'
  readonly address: string

  constructor({ address }: { address: string }) {
    super(`No Polkadot extension is connected with ${address}`)
    this.address = address
  }
}
