import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { Queryable } from '../storage/Storage.js'

/** A contract marked as spam. */
export type SpamContract = { chainId: string; address: string; created: string }

/** Every contract marked as spam, by chain and address. */
export async function listSpamContracts(db: Queryable): Promise<SpamContract[]> {
  const rows = await db.query<{ chain_id: string; address: string; created_at: string }>(
    `select chain_id, address, ${isoTimestampSql('created_at')} as created_at
     from spam_contracts order by chain_id, address`,
  )
  return rows.map((row) => ({ chainId: row.chain_id, address: row.address, created: row.created_at }))
}
