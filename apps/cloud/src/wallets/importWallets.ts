import type { Storage } from '../storage/Storage.js'
import { parseWalletDocument } from './readWalletFile.js'
import { upsertWallets } from './upsertWallets.js'

export type ImportWalletsReturnType = { imported: number; skipped: { id: string; reason: string }[] }

/** Imports a catalogue document (explorer format or Portico's); new wallets rank after the existing ones. */
export async function importWallets(storage: Storage, document: unknown): Promise<ImportWalletsReturnType> {
  const { wallets, skipped } = parseWalletDocument(document)
  await storage.transaction(async (tx) => {
    const [row] = await tx.query<{ next: number }>(
      'select coalesce(max(rank), 0)::int + 1 as next from wallets',
    )
    await upsertWallets(tx, { wallets, source: 'import', firstRank: row?.next ?? 1 })
  })
  return { imported: wallets.length, skipped }
}
