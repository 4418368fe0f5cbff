import type { ActivityTransaction } from './ActivityTransaction.js'

/**
 * Two runs of transactions, `first` before `second` (a fresh first page before what is loaded, or
 * what is loaded before the next page), each transaction once (by id, its hash).
 */
export function mergeTransactions(
  first: readonly ActivityTransaction[],
  second: readonly ActivityTransaction[],
): ActivityTransaction[] {
  const seen = new Set<string>()
  const merged: ActivityTransaction[] = []
  for (const transaction of [...first, ...second]) {
    if (seen.has(transaction.id)) continue
    seen.add(transaction.id)
    merged.push(transaction)
  }
  return merged
}
