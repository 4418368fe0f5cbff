import { PorticoError } from '@portico/core'

/** The node refused a transaction the wallet signed (Esplora's `POST /tx` answered with the node's error). */
export class TransactionFailedError extends PorticoError {
  override name = 'TransactionFailedError'

  constructor({ details }: { details: string }) {
    super('Transaction failed', { details })
  }
}
