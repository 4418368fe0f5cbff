import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * A fresh, empty schema in the PostgreSQL at `databaseUrl` and a URL whose connections use it, so test runs
 * never see each other's data. `drop()` removes it.
 */
export async function createTestSchema(databaseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const schema = `portico_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const url = new URL(databaseUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    },
  }
}
