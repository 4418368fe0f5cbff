import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Queryable, Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { createRelayAckWriter } from './createRelayAckWriter.js'
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

const storeMessages = async (count: number) =>
  (
    await storage.query<{ id: string }>(
      `insert into relay_messages (topic, message_hash, message, publisher, published_at, expires_at)
       select md5(random()::text), md5(random()::text), 'm', 'did:key:publisher', 0, 1 from generate_series(1, $1::int)
       returning id`,
      [count],
    )
  ).map((row) => String(row.id))

describe('createRelayAckWriter', () => {
  it('writes the acknowledgements of one turn in one statement, and resolves each once it is written', async () => {
    const statements: string[] = []
    const counting: Queryable = {
      query: (sql, params) => {
        statements.push(sql)
        return storage.query(sql, params)
      },
    }
    const acknowledge = createRelayAckWriter(counting)
    const [a, b, c] = await storeMessages(3)
    await Promise.all([
      acknowledge('did:key:one', [a as string, b as string]),
      acknowledge('did:key:two', [a as string]),
      acknowledge('did:key:two', ['999999999']),
      acknowledge('did:key:three', []),
    ])
    expect(statements).toHaveLength(1)
    const rows = await storage.query<{ message_id: string; client_id: string }>(
      'select message_id, client_id from relay_acks where message_id = any($1::bigint[]) order by client_id, message_id',
      [[a, b, c]],
    )
    expect(rows.map((row) => [String(row.message_id), row.client_id])).toEqual([
      [a, 'did:key:one'],
      [b, 'did:key:one'],
      [a, 'did:key:two'],
    ])
    // A later turn: its own statement.
    await acknowledge('did:key:one', [c as string])
    expect(statements).toHaveLength(2)
  })

  it('leaves no acknowledgement behind when the sweep deletes its message', async () => {
    const [expired] = await storeMessages(1)
    await createRelayAckWriter(storage)('did:key:one', [expired as string])
    await createRelayMailbox(storage, { maxMessages: 10, maxBytes: 10_000 }).sweep(Date.now())
    const left = await storage.query('select 1 from relay_acks where message_id = $1', [expired])
    expect(left).toEqual([])
  })
})
