import type { Queryable } from '../../storage/Storage.js'

/**
 * Forgets what was indexed of a chain above `block` (a reorganisation replaced those blocks) and moves the cursor
 * back to `block`, whose hash both forks share.
 */
export async function rollBackChainIndex(
  db: Queryable,
  chainId: string,
  block: { number: bigint; hash: string },
): Promise<void> {
  const above = [chainId, String(block.number)]
  await db.query(
    `delete from chain_transfers where chain_id = $1 and tx_hash in
       (select hash from chain_transactions where chain_id = $1 and block_number > $2::bigint)`,
    above,
  )
  await db.query('delete from account_activity where chain_id = $1 and block_number > $2::bigint', above)
  await db.query('delete from chain_transactions where chain_id = $1 and block_number > $2::bigint', above)
  await db.query('delete from indexed_blocks where chain_id = $1 and number > $2::bigint', above)
  await db.query(
    `update indexer_cursors set last_block = $2::bigint, last_block_hash = $3, updated_at = now()
      where chain_id = $1`,
    [...above, block.hash],
  )
}
