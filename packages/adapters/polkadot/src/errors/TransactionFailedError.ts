import { PorticoError } from '@portico/core'

/** A submitted extrinsic was included in a block but failed (a dispatch error), or was dropped. */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError'
  readonly hash: string

  constructor({ hash, details }: { hash: string; details: string }) {
    super('Transaction failed', { details: `${hash}: ${details}` })
    this.hash = hash
  }
}
