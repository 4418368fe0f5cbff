import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { createRelayMailbox } from './createRelayMailbox.js'

let storage: Storage
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-acks-'))
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const quota = { maxMessages: 1_000, maxBytes: 1_000_000 }
/** Long enough that nothing is written by the timer while a test looks. */
const LATER = { flushMs: 60_000 }

const storeMessages = async (count: number, expiresAt = Date.now() + 60_000) =>
  (
    await storage.query<{ id: string }>(
      `insert into relay_messages (topic, message_hash, message, publisher, published_at, expires_at)
       select md5(random()::text), md5(random()::text), 'm', 'did:key:publisher', 0, $2 from generate_series(1, $1::int)
       returning id`,
      [count, expiresAt],
    )
  ).map((row) => String(row.id))

const acksOf = async (ids: readonly string[]) =>
  (
    await storage.query<{ message_id: string; client_id: string }>(
      'select message_id, client_id from relay_acks where message_id = any($1::bigint[]) order by client_id, message_id',
      [ids],
    )
  ).map((row) => [String(row.message_id), row.client_id])

/** The storage, counting the acknowledgement statements; `failing` of them throw first. */
function countingStorage(failing = 0): Storage & { ackStatements: number } {
  const counting = {
    ...storage,
    ackStatements: 0,
    query<Row>(sql: string, params?: readonly unknown[]) {
      if (sql.includes('insert into relay_acks')) {
        counting.ackStatements++
        if (failing-- > 0) return Promise.reject(new Error('storage unavailable'))
      }
      return storage.query<Row>(sql, params)
    },
  }
  return counting
}

const waitFor = async (check: () => Promise<boolean>) => {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20))
}

describe('the relay acknowledgements, written lazily', () => {
  it('writes the acknowledgements of many turns in one statement, and only those of stored messages', async () => {
    const counting = countingStorage()
    const mailbox = createRelayMailbox(counting, quota, LATER)
    const [a, b, c] = await storeMessages(3)
    mailbox.acknowledge('did:key:one', [a as string, b as string])
    await new Promise((resolve) => setTimeout(resolve, 50))
    mailbox.acknowledge('did:key:two', [a as string])
    mailbox.acknowledge('did:key:two', ['999999999'])
    mailbox.acknowledge('did:key:three', [])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(counting.ackStatements).toBe(0)
    await mailbox.flushAcknowledgements()
    expect(counting.ackStatements).toBe(1)
    expect(await acksOf([a as string, b as string, c as string])).toEqual([
      [a, 'did:key:one'],
      [b, 'did:key:one'],
      [a, 'did:key:two'],
    ])
  })

  it('writes them on its timer and at once past its row count', async () => {
    const counting = countingStorage()
    const ids = await storeMessages(3)
    const byRows = createRelayMailbox(counting, quota, { ...LATER, flushRows: 2 })
    byRows.acknowledge('did:key:rows', ids.slice(0, 2))
    await waitFor(async () => (await acksOf(ids)).length === 2)
    const byTimer = createRelayMailbox(counting, quota, { flushMs: 30 })
    byTimer.acknowledge('did:key:timer', ids.slice(2))
    await waitFor(async () => (await acksOf(ids)).length === 3)
    expect(counting.ackStatements).toBe(2)
  })

  it('loses no acknowledgement while the process lives: a failed statement is written again', async () => {
    const counting = countingStorage(2)
    const [id] = await storeMessages(1)
    const mailbox = createRelayMailbox(counting, quota, { flushMs: 20 })
    mailbox.acknowledge('did:key:retried', [id as string])
    await waitFor(async () => (await acksOf([id as string])).length === 1)
    expect(counting.ackStatements).toBe(3)
  })

  it('keeps at most maxKeptRows while the storage refuses them, the newest, so memory stays bounded', async () => {
    const counting = countingStorage(1)
    const ids = await storeMessages(3)
    const mailbox = createRelayMailbox(counting, quota, { ...LATER, maxKeptRows: 2 })
    mailbox.acknowledge('did:key:bounded', ids)
    await expect(mailbox.flushAcknowledgements()).rejects.toThrow('storage unavailable')
    await mailbox.flushAcknowledgements()
    expect(await acksOf(ids)).toEqual([
      [ids[1], 'did:key:bounded'],
      [ids[2], 'did:key:bounded'],
    ])
  })

  it('is seen at once by this node, and a crash before the write only means the message is pushed again', async () => {
    const [id] = await storeMessages(1)
    const topic = (
      await storage.query<{ topic: string }>('select topic from relay_messages where id = $1', [id])
    )[0]?.topic as string
    const node = createRelayMailbox(storage, quota, LATER)
    node.acknowledge('did:key:reader', [id as string])
    // A node that stops writes what it holds; one that crashes does not: the next node pushes the message again.
    const afterCrash = createRelayMailbox(storage, quota, LATER)
    expect((await afterCrash.pending('did:key:reader', [topic], Date.now(), 10)).map((m) => m.id)).toEqual([
      id,
    ])
    expect(await node.pending('did:key:reader', [topic], Date.now(), 10)).toEqual([])
    expect(await afterCrash.pending('did:key:reader', [topic], Date.now(), 10)).toEqual([])
  })

  it('leaves no acknowledgement behind when the sweep deletes its message', async () => {
    const [expired] = await storeMessages(1, 1)
    const mailbox = createRelayMailbox(storage, quota, LATER)
    mailbox.acknowledge('did:key:one', [expired as string])
    await mailbox.flushAcknowledgements()
    await mailbox.sweep(Date.now())
    expect(await acksOf([expired as string])).toEqual([])
  })
})
