import type { Queryable } from '../storage/Storage.js'
import type { Wallet } from './walletSchema.js'

export type UpsertWalletsParameters = {
  wallets: readonly Wallet[]
  source: 'catalogue' | 'import'
  /** Rank of the first wallet; the next ones follow. Lower ranks list first. An existing better rank is kept. */
  firstRank: number
}

const BATCH = 1_000

/** Inserts or updates wallets by id, in batches of one statement each. */
export async function upsertWallets(db: Queryable, { wallets, source, firstRank }: UpsertWalletsParameters) {
  for (let start = 0; start < wallets.length; start += BATCH) {
    const rows = wallets.slice(start, start + BATCH).map((wallet, index) => ({
      ...wallet,
      rank: firstRank + start + index,
      source,
    }))
    await db.query(
      `insert into wallets (id, name, image_id, rdns, chains, homepage, mobile_link, desktop_link, webapp_link,
         app_store, play_store, chrome_store, badge_type, rank, source)
       select id, name, image_id, rdns, chains, homepage, mobile_link, desktop_link, webapp_link,
         app_store, play_store, chrome_store, badge_type, rank, source
       from jsonb_to_recordset($1::jsonb) as w(id text, name text, image_id text, rdns text, chains jsonb,
         homepage text, mobile_link text, desktop_link text, webapp_link text, app_store text, play_store text,
         chrome_store text, badge_type text, rank integer, source text)
       on conflict (id) do update set
         name = excluded.name, image_id = excluded.image_id, rdns = excluded.rdns, chains = excluded.chains,
         homepage = excluded.homepage, mobile_link = excluded.mobile_link, desktop_link = excluded.desktop_link,
         webapp_link = excluded.webapp_link, app_store = excluded.app_store, play_store = excluded.play_store,
         chrome_store = excluded.chrome_store, badge_type = excluded.badge_type,
         rank = least(wallets.rank, excluded.rank), source = excluded.source, updated_at = now()`,
      [JSON.stringify(rows)],
    )
  }
}
