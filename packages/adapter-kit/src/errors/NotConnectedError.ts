import { PorticoError } from '@portico/core'

/** A request for an account no wallet of the adapter's chain ('Solana', 'Bitcoin') is connected with. */
export class NotConnectedError extends PorticoError {
  override name = 'NotConnectedError'
  readonly address: string

  constructor({ address, chainName }: { address: string; chainName: string }) {
    super(`No ${chainName} wallet is connected with ${address}`)
    this.address = address
  }
}
