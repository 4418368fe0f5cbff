import type { ActivityTransaction } from './ActivityTransaction.js'

/**
 * Whether the Activity list shows a transaction (docs/behaviour.md#validation): only those on the connected network,
 * and none whose every transfer is an NFT marked as spam.
 */
export function isVisibleTransaction(transaction: ActivityTransaction, caipNetworkId: string): boolean {
  if (transaction.metadata.chain !== caipNetworkId) return false
  const { transfers } = transaction
  const spamOnly =
    transfers.length > 0 && transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  return !spamOnly
}
