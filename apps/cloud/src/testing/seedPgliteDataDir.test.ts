import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import { seedPgliteDataDir } from './seedPgliteDataDir.js'

const made: string[] = []
afterEach(async () => {
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true })
})

it('gives a data folder an empty PGlite database that the cloud opens and migrates', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-seed-'))
  made.push(dataDir)
  seedPgliteDataDir(dataDir)
  expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true)
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
