import { WALLET_INDEX_TTL_MS } from '../constants/cacheLifetimes.js'
import type { Storage } from '../storage/Storage.js'
import { buildWalletSearchIndex, type WalletSearchIndex } from './buildWalletSearchIndex.js'
import { type SearchWalletsParameters, type SearchWalletsReturnType, searchWallets } from './searchWallets.js'
import type { WalletListRow } from './WalletListRow.js'

export type WalletIndex = {
  search(parameters: SearchWalletsParameters): Promise<SearchWalletsReturnType>
  /** The wallet whose image id (or id) this is. */
  findByImageId(imageId: string): Promise<WalletListRow | undefined>
  /** Drops the loaded copy: the next call reloads from storage (after an import). */
  invalidate(): void
}

/**
 * The wallet registry held in memory for fast ranked search: loaded from storage on first use, again after
 * `invalidate()` and after WALLET_INDEX_TTL_MS, so wallets imported through another cloud node show up too (at
 * once with REDIS_URL: see shareWalletIndexInvalidation).
 */
export function createWalletIndex(storage: Storage, now: () => number = Date.now): WalletIndex {
  let loaded: { at: number; index: WalletSearchIndex; byImageId: Map<string, WalletListRow> } | undefined
  let loading: Promise<NonNullable<typeof loaded>> | undefined

  const load = async () => {
    const rows = await storage.query<WalletListRow>(
      `select id, name, image_id, rdns, chains, homepage, mobile_link, desktop_link, webapp_link, app_store,
         play_store, chrome_store, badge_type, rank from wallets order by rank, name`,
    )
    const byImageId = new Map<string, WalletListRow>()
    for (const row of rows) {
      byImageId.set(row.id, row)
      byImageId.set(row.image_id, row)
    }
    return { at: now(), index: buildWalletSearchIndex(rows), byImageId }
  }

  // Bumped by invalidate(): a load that started before it may have read the old rows and must not be kept.
  let generation = 0

  const current = async () => {
    if (loaded && now() - loaded.at < WALLET_INDEX_TTL_MS) return loaded
    const started = generation
    if (!loading) {
      const promise = load().finally(() => {
        if (loading === promise) loading = undefined
      })
      loading = promise
    }
    const result = await loading
    if (started === generation) loaded = result
    return result
  }

  return {
    async search(parameters) {
      return searchWallets((await current()).index, parameters)
    },
    async findByImageId(imageId) {
      return (await current()).byImageId.get(imageId)
    },
    invalidate() {
      loaded = undefined
      loading = undefined
      generation++
    },
  }
}
