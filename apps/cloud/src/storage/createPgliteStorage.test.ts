import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { createPgliteStorage } from './createPgliteStorage.js'
import type { Storage } from './Storage.js'

/** Every path under `dir` whose permissions let group or others write. */
async function openToOthers(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { recursive: true })) {
    const path = join(dir, entry)
    const info = await stat(path).catch(() => undefined)
    if (info && info.mode & 0o022) found.push(entry)
  }
  return found
}

describe('createPgliteStorage', { timeout: 180_000 }, () => {
  const open: Storage[] = []
  const dirs: string[] = []
  afterEach(async () => {
    for (const storage of open.splice(0)) await storage.close()
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
  })
  /** `seeded`: a migrated database copied from the template (seedPgliteDataDir), without PGlite's initdb. */
  const start = async ({ seeded }: { seeded: boolean }) => {
    const parent = await mkdtemp(join(tmpdir(), 'portico-pglite-'))
    dirs.push(parent)
    if (seeded) seedPgliteDataDir(parent)
    const storage = await createPgliteStorage(join(parent, 'pglite'))
    open.push(storage)
    return { storage, dir: join(parent, 'pglite') }
  }
  const checkpoint = async (storage: Storage) =>
    (
      await storage.query<{ lsn: string }>('select checkpoint_lsn::text as lsn from pg_control_checkpoint()')
    )[0]?.lsn

  it('checkpoints on its own shortly after a write (PGlite alone never does)', async () => {
    const { storage } = await start({ seeded: true })
    await storage.exec('create table notes (body text)')
    const before = await checkpoint(storage)
    await storage.query('insert into notes values ($1)', ['kept'])
    await expect.poll(() => checkpoint(storage), { timeout: 60_000, interval: 100 }).not.toBe(before)
  })

  // A fresh folder: PGlite's initdb makes the files whose permissions are checked.
  it('leaves no file or folder that group or others may write', async () => {
    const { storage, dir } = await start({ seeded: false })
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    await storage.exec('create table notes (body text)')
    await expect.poll(() => openToOthers(dir), { timeout: 60_000, interval: 200 }).toEqual([])
  })

  it('keeps what was written across close and open', async () => {
    const { storage, dir } = await start({ seeded: true })
    await storage.exec('create table notes (body text)')
    await storage.query('insert into notes values ($1)', ['kept'])
    await storage.close()
    const again = await createPgliteStorage(dir)
    open.push(again)
    expect(await again.query('select body from notes')).toEqual([{ body: 'kept' }])
    expect(await openToOthers(dir)).toEqual([])
  })
})
