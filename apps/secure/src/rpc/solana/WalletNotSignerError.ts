import { InvalidSolanaTransactionError } from './InvalidSolanaTransactionError.js'

/** A transaction this wallet neither pays for nor signs: the frame will not show or sign it. */
export class WalletNotSignerError extends InvalidSolanaTransactionError {
  override readonly name = 'WalletNotSignerError'

  constructor(readonly address: string) {
    super(`The transaction's fee payer and signers do not include this wallet (${address})`)
  }
}
