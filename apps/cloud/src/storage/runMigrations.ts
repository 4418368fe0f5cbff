import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Storage } from './Storage.js'

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url))
/** Any constant: serialises migration runs of several cloud nodes on one PostgreSQL. */
const migrationLockKey = 5_505_001

/** Applies every `migrations/*.sql` not yet recorded in `schema_migrations`, in name order. */
export async function runMigrations(storage: Storage): Promise<string[]> {
  await storage.exec(
    'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
  )
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  const applied: string[] = []
  await storage.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey])
    const done = new Set(
      (await tx.query<{ name: string }>('select name from schema_migrations')).map((row) => row.name),
    )
    for (const file of files) {
      if (done.has(file)) continue
      const sql = await readFile(`${migrationsDir}${file}`, 'utf8')
      for (const statement of splitStatements(sql)) await tx.query(statement)
      await tx.query('insert into schema_migrations (name) values ($1)', [file])
      applied.push(file)
    }
  })
  return applied
}

function splitStatements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(';')
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0)
}
