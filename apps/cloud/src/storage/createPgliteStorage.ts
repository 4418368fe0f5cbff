import { mkdir } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import type { Queryable, Storage } from './Storage.js'

/** Embedded PostgreSQL (WASM) persisted in `dataDir`. */
export async function createPgliteStorage(dataDir: string): Promise<Storage> {
  await mkdir(dataDir, { recursive: true })
  const db = await PGlite.create(dataDir)
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
    },
  }
}
