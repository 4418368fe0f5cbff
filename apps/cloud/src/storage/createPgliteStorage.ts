import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { lockDataDir } from './lockDataDir.js'
import type { Queryable, Storage } from './Storage.js'

/** Embedded PostgreSQL (WASM) persisted in `dataDir`, which this process holds alone (see lockDataDir). */
export async function createPgliteStorage(dataDir: string): Promise<Storage> {
  await mkdir(dataDir, { recursive: true })
  const unlock = await lockDataDir(dataDir)
  const db = await PGlite.create(dataDir).catch(async (error: unknown) => {
    await unlock()
    throw error
  })
  let closed = false
  const query = async <Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> => {
    if (closed) throw new Error('storage is closed')
    const result = await db.query<Row>(sql, [...params])
    return result.rows
  }
  return {
    kind: 'pglite',
    query,
    async exec(sql) {
      await db.exec(sql)
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
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
      await db.close()
      await unlock()
    },
  }
}
