import { PGlite } from '@electric-sql/pglite'
import { PGLITE_FLUSH_MS } from '../constants/cacheLifetimes.js'
import { lockDataDir } from './lockDataDir.js'
import type { Queryable, Storage } from './Storage.js'
import { secureDataDir } from './secureDataDir.js'
import { syncDataFiles } from './syncDataFiles.js'

export type CreatePgliteStorageOptions = {
  /** Called when a periodic flush fails (the next one tries again). */
  onFlushFailed?: ((error: unknown) => void) | undefined
}

/**
 * Embedded PostgreSQL (WASM) persisted in `dataDir`, which this process holds alone (see lockDataDir). PGlite
 * writes through the page cache and never calls fsync, so after writes this runs a CHECKPOINT and fsyncs the
 * changed files every PGLITE_FLUSH_MS, and once more at close: a power loss loses at most that last interval.
 */
export async function createPgliteStorage(
  dataDir: string,
  { onFlushFailed }: CreatePgliteStorageOptions = {},
): Promise<Storage> {
  await secureDataDir(dataDir)
  const unlock = await lockDataDir(dataDir)
  // relaxedDurability: PGlite then does not wait, after each statement, for its file system's sync to storage; on
  // Node's file system (a folder, as here) that sync does nothing (the statement's writes are already in the files),
  // so only a wait on PGlite's lock per statement goes. What reaches the disk and when is this file's own flush.
  const db = await PGlite.create(dataDir, { relaxedDurability: true }).catch(async (error: unknown) => {
    await unlock()
    throw error
  })
  let closed = false
  // The first flush syncs every file (and takes the permissions PGlite gave them away).
  let dirty = true
  let syncedUpTo = 0
  let flushing: Promise<void> | undefined
  const flush = () => {
    flushing ??= (async () => {
      const started = Date.now()
      dirty = false
      try {
        await db.exec('checkpoint')
        await syncDataFiles(dataDir, syncedUpTo)
        syncedUpTo = started
      } catch (error) {
        dirty = true
        throw error
      } finally {
        flushing = undefined
      }
    })()
    return flushing
  }
  const timer = setInterval(() => {
    if (dirty && !flushing && !closed) flush().catch((error: unknown) => onFlushFailed?.(error))
  }, PGLITE_FLUSH_MS)
  timer.unref()

  const query = async <Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> => {
    if (closed) throw new Error('storage is closed')
    if (!/^\s*select\b/i.test(sql)) dirty = true
    const result = await db.query<Row>(sql, [...params])
    return result.rows
  }
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      dirty = true
      await db.exec(sql)
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      dirty = true
      return db.transaction(async (tx) =>
        work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await tx.query<Row>(sql, [...params])).rows
          },
        }),
      )
    },
    async close() {
      if (closed) return
      closed = true
      clearInterval(timer)
      await flushing?.catch(() => undefined)
      const started = Date.now()
      try {
        // Closing shuts PGlite's PostgreSQL down, which checkpoints; then its files go to disk.
        await db.close()
        await syncDataFiles(dataDir, syncedUpTo)
        syncedUpTo = started
      } finally {
        await unlock()
      }
    },
  }
}
