import pg from 'pg'
import type { Queryable, Storage } from './Storage.js'

/** A real PostgreSQL reached through a connection pool. */
export async function createPostgresStorage(databaseUrl: string): Promise<Storage> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 })
  // Fail at start, not at the first request, when the database is unreachable.
  const probe = await pool.connect()
  probe.release()
  let closing: Promise<void> | undefined
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query(sql, [...params])
      return result.rows as Row[]
    },
    async exec(sql) {
      await pool.query(sql)
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({
          async query<Row>(sql: string, params: readonly unknown[] = []) {
            return (await client.query(sql, [...params])).rows as Row[]
          },
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback')
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      closing ??= pool.end()
      await closing
    },
  }
}
