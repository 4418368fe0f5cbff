import { existsSync } from 'node:fs'
import { appendFile, cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'
import { createPgliteStorage } from '../storage/createPgliteStorage.js'
import { openStorage } from '../storage/openStorage.js'
import { runMigrations } from '../storage/runMigrations.js'
import { pgliteTemplateDir } from './pgliteTemplateDir.js'
import { seedPgliteDataDir } from './seedPgliteDataDir.js'

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url))

const made: string[] = []
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true })
})

it('gives a data folder a PGlite database with every migration applied, so the cloud finds none left to apply', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-seed-'))
  made.push(dataDir)
  seedPgliteDataDir(dataDir)
  expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
  const migrations = (await readdir(migrationsDir)).filter((file) => file.endsWith('.sql')).sort()
  const seeded = await createPgliteStorage(join(dataDir, 'pglite'))
  try {
    const applied = await seeded.query<{ name: string }>('select name from schema_migrations order by name')
    expect(applied.map((row) => row.name)).toEqual(migrations)
    expect(await runMigrations(seeded)).toEqual([])
  } finally {
    await seeded.close()
  }
  const storage = await openStorage({ dataDir })
  try {
    const tables = await storage.query<{ count: number }>(
      "select count(*)::int as count from information_schema.tables where table_schema = 'public'",
    )
    expect(tables[0]?.count).toBeGreaterThan(0)
  } finally {
    await storage.close()
  }
})

it('leaves a data folder that already holds a database as it is', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-seed-'))
  made.push(dataDir)
  seedPgliteDataDir(dataDir)
  const marker = join(dataDir, 'pglite', 'kept-by-test')
  await writeFile(marker, 'mine')
  seedPgliteDataDir(dataDir)
  expect(await readFile(marker, 'utf8')).toBe('mine')
})

it('leaves a folder that does not exist yet to the cloud, which creates it on its first start', async () => {
  const parent = await mkdtemp(join(tmpdir(), 'portico-seed-'))
  made.push(parent)
  seedPgliteDataDir(join(parent, 'data'))
  expect(existsSync(join(parent, 'data'))).toBe(false)
})

it('names another template when a migration is added or changed, and the same one for the same migrations', async () => {
  const copy = await mkdtemp(join(tmpdir(), 'portico-migrations-'))
  made.push(copy)
  await cp(migrationsDir, copy, { recursive: true })
  const today = pgliteTemplateDir(copy)
  expect(today).toBe(pgliteTemplateDir(migrationsDir))
  const [first] = (await readdir(copy)).filter((file) => file.endsWith('.sql')).sort()
  await appendFile(join(copy, first ?? ''), '\n-- changed\n')
  const changed = pgliteTemplateDir(copy)
  expect(changed).not.toBe(today)
  await writeFile(join(copy, '9999_added.sql'), 'create table added (id int);\n')
  expect(pgliteTemplateDir(copy)).not.toBe(changed)
})
