import { isoTimestampSql } from '../storage/isoTimestampSql.js'
import type { Queryable } from '../storage/Storage.js'
import type { TokenPrice } from './TokenPrice.js'

/** Every price, by chain and asset. */
export async function listTokenPrices(db: Queryable): Promise<TokenPrice[]> {
  const rows = await db.query<{ chain_id: string; asset: string; usd: number; updated_at: string }>(
    `select chain_id, asset, usd, ${isoTimestampSql('updated_at')} as updated_at
     from token_prices order by chain_id, asset`,
  )
  return rows.map((row) => ({
    chainId: row.chain_id,
    address: row.asset,
    usd: Number(row.usd),
    updated: row.updated_at,
  }))
}
