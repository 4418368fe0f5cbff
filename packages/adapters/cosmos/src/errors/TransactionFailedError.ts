import { PorticoError } from '@portico/core'

/** A sent transaction was refused by the node or failed on chain (its ABCI code and log in `details`). */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError'
  readonly hash: string
  readonly abciCode: number

  constructor({ hash, code, log }: { hash: string; code: number; log: string }) {
    super('Transaction failed', { details: `${hash}: code ${code}: ${log}` })
    this.hash = hash
    this.abciCode = code
  }
}
