import type { Queryable } from '../../storage/Storage.js'

/** Forgets everything indexed for a chain (the chain was reset: a new genesis, or a head below the cursor). */
export async function resetChainIndex(db: Queryable, chainId: string): Promise<void> {
  for (const table of [
    'account_activity',
    'chain_transfers',
    'chain_transactions',
    'tokens',
    'indexed_blocks',
    'indexer_cursors',
  ]) {
    await db.query(`delete from ${table} where chain_id = $1`, [chainId])
  }
}
