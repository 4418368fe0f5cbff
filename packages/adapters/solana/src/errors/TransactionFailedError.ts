import { PorticoError } from '@portico/core'

/** A sent transaction failed on chain, or its blockhash expired before it was confirmed. */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError'
  readonly signature: string

  constructor({ signature, details }: { signature: string; details: string }) {
    super('Transaction failed', { details: `${signature}: ${details}` })
    this.signature = signature
  }
}
