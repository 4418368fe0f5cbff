import type { Storage } from '../storage/Storage.js'
import type { TokenPriceInput } from './tokenPriceInputSchema.js'

/** Sets (or, for `usd: null`, removes) the listed prices in one transaction; other prices stay. */
export async function setTokenPrices(storage: Storage, prices: readonly TokenPriceInput[]): Promise<void> {
  await storage.transaction(async (tx) => {
    for (const { chainId, address, usd } of prices) {
      if (usd === null) {
        await tx.query('delete from token_prices where chain_id = $1 and asset = $2', [chainId, address])
        continue
      }
      await tx.query(
        `insert into token_prices (chain_id, asset, usd) values ($1, $2, $3)
         on conflict (chain_id, asset) do update set usd = excluded.usd, updated_at = now()`,
        [chainId, address, usd],
      )
    }
  })
}
