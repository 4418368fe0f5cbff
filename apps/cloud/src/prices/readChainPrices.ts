import type { Queryable } from '../storage/Storage.js'

/** The USD prices on one chain: asset (`'native'` or lower-case 0x address) → price. */
export async function readChainPrices(db: Queryable, chainId: string): Promise<Map<string, number>> {
  const rows = await db.query<{ asset: string; usd: number }>(
    'select asset, usd from token_prices where chain_id = $1',
    [chainId],
  )
  return new Map(rows.map((row) => [row.asset, Number(row.usd)]))
}
