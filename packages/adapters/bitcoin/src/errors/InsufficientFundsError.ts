import { PorticoError } from '@portico/core'

/** The account's unspent outputs do not cover the transfer and its fee. */
export class InsufficientFundsError extends PorticoError {
  override name = 'InsufficientFundsError'
  readonly address: string

  constructor({ address, value }: { address: string; value: bigint }) {
    super('Insufficient funds', { details: `${address} cannot pay ${value} sats and the fee` })
    this.address = address
  }
}
