import type { Storage } from '../storage/Storage.js'
import { demoPrices } from './demoPrices.js'

/** Sets the devnet demo prices that are not set yet (a self-hoster's prices are never overwritten). Returns how many it set. */
export async function seedDemoPrices(storage: Storage): Promise<number> {
  let created = 0
  await storage.transaction(async (tx) => {
    for (const { chainId, address, usd } of demoPrices) {
      const rows = await tx.query(
        `insert into token_prices (chain_id, asset, usd) values ($1, $2, $3)
         on conflict (chain_id, asset) do nothing returning asset`,
        [chainId, address, usd],
      )
      created += rows.length
    }
  })
  return created
}
