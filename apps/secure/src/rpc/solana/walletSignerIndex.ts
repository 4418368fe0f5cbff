import type { SolanaTransaction } from './decodeSolanaTransaction.js'
import { WalletNotSignerError } from './WalletNotSignerError.js'

/** The wallet's signature slot in `transaction` (0 when it pays the fee); `WalletNotSignerError` when it has none. */
export function walletSignerIndex(transaction: SolanaTransaction, address: string): number {
  const index = transaction.accounts.slice(0, transaction.requiredSignatures).indexOf(address)
  if (index === -1) throw new WalletNotSignerError(address)
  return index
}
