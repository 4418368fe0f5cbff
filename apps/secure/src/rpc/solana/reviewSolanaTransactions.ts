import type { ApprovalReview } from '../../frame/ApprovalReview.js'
import { decodeSolanaTransaction } from './decodeSolanaTransaction.js'
import { describeSolanaTransaction } from './describeSolanaTransaction.js'
import { readSolanaTransactionParams } from './readSolanaTransactionParams.js'
import type { SolanaTransactionMethod } from './solanaTransactionMethods.js'
import { walletSignerIndex } from './walletSignerIndex.js'

const TITLES: Record<SolanaTransactionMethod, (count: number) => string> = {
  solana_signTransaction: () => 'Sign this transaction?',
  solana_signAllTransactions: (count) => `Sign ${count} transactions?`,
  solana_signAndSendTransaction: () => 'Send this transaction?',
}

/**
 * Reads a Solana transaction request before the visitor is asked: refuses it (a clear error, no screen) when a
 * transaction cannot be read, is for another account, or is not this wallet's to sign; else what the screen shows.
 */
export function reviewSolanaTransactions(
  method: SolanaTransactionMethod,
  params: unknown,
  address: string,
): ApprovalReview {
  const { transactions, pubkey } = readSolanaTransactionParams(method, params)
  if (pubkey !== undefined && pubkey !== address) throw new Error('The address is not this wallet’s')
  const decoded = transactions.map(decodeSolanaTransaction)
  for (const transaction of decoded) walletSignerIndex(transaction, address)
  return {
    title: TITLES[method](decoded.length),
    sections: decoded.map((transaction, index) => ({
      ...(decoded.length > 1 ? { heading: `Transaction ${index + 1} of ${decoded.length}` } : {}),
      rows: describeSolanaTransaction(transaction, address),
    })),
  }
}
