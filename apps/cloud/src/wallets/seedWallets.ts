import type { Storage } from '../storage/Storage.js'
import { loadCatalogue } from './loadCatalogue.js'
import { upsertWallets } from './upsertWallets.js'

/** Writes the repo's catalogue into storage (ranks 1..n, in file order). Runs at every start: cheap and idempotent. */
export async function seedWallets(storage: Storage): Promise<number> {
  const wallets = await loadCatalogue()
  await storage.transaction((tx) => upsertWallets(tx, { wallets, source: 'catalogue', firstRank: 1 }))
  return wallets.length
}
