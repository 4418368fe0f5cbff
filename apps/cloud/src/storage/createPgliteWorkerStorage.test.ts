import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPgliteWorkerStorage } from './createPgliteWorkerStorage.js'
import { isDataException } from './isDataException.js'
import type { Storage } from './Storage.js'

describe('PGlite in a worker thread (PGLITE_WORKER=on)', () => {
  let dataDir = ''
  let storage: Storage
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-pglite-worker-'))
    storage = await createPgliteWorkerStorage(dataDir)
    await storage.exec('create table notes (id bigint primary key, body text not null, at timestamptz)')
  })
  afterAll(async () => {
    await storage.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('runs statements with their parameters and returns their rows', async () => {
    const at = new Date('2026-11-29T04:00:00Z')
    await storage.query('insert into notes (id, body, at) values ($1, $2, $3)', [1n, 'one', at])
    expect(await storage.query('select id, body, at from notes where id = $1', [1])).toEqual([
      { id: 1, body: 'one', at },
    ])
  })

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await storage.transaction(async (tx) => {
      await tx.query('insert into notes (id, body) values ($1, $2)', [2, 'two'])
    })
    await expect(
      storage.transaction(async (tx) => {
        await tx.query('insert into notes (id, body) values ($1, $2)', [3, 'three'])
        throw new Error('changed my mind')
      }),
    ).rejects.toThrow('changed my mind')
    expect(await storage.query('select id from notes where id in (2, 3) order by id')).toEqual([{ id: 2 }])
  })

  it("keeps the database's error fields, so a refused value reads as one", async () => {
    const error = await storage.query("select 'not a date'::date").catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(Error)
    expect(isDataException(error)).toBe(true)
  })

  it('keeps what it stored across a close and a new worker', async () => {
    await storage.close()
    storage = await createPgliteWorkerStorage(dataDir)
    expect(await storage.query('select body from notes order by id')).toEqual([
      { body: 'one' },
      { body: 'two' },
    ])
  })
})
