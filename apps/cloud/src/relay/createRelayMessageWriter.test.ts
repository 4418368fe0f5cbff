import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Queryable, Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { createRelayMessageWriter, type NewRelayMessage } from './createRelayMessageWriter.js'

let storage: Storage
let dataDir: string

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-messages-'))
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const newMessage = (message: string, topic = randomBytes(32).toString('hex')): NewRelayMessage => ({
  topic,
  messageHash: `hash-of-${message}`,
  message,
  tag: 1,
  publisher: 'did:key:publisher',
  publishedAt: 1,
  expiresAt: 2,
  projectId: 'portico-lab',
})

/** The stored message of each id the writer answered (undefined for a repeat). */
const messagesOf = async (ids: (string | undefined)[]) => {
  const rows = await storage.query<{ id: string; message: string }>(
    'select id::text as id, message from relay_messages where id = any($1::bigint[])',
    [ids.filter((id) => id !== undefined)],
  )
  return ids.map((id) => rows.find((row) => row.id === id)?.message)
}

describe('createRelayMessageWriter', () => {
  it('stores the messages of one turn in one statement, each caller getting its own row once it is stored', async () => {
    const statements: string[] = []
    const counting: Queryable = {
      query: (sql, params) => {
        statements.push(sql)
        return storage.query(sql, params)
      },
    }
    const insert = createRelayMessageWriter(counting)
    const retried = newMessage('retried')
    const ids = await Promise.all([
      insert(newMessage('one')),
      insert(newMessage('two')),
      insert(retried),
      insert(retried),
    ])
    expect(statements).toHaveLength(1)
    expect(await messagesOf(ids)).toEqual(['one', 'two', 'retried', undefined])
    const [stored] = await storage.query<{ n: number }>(
      'select count(*)::int as n from relay_messages where topic = $1',
      [retried.topic],
    )
    expect(stored?.n).toBe(1)
    // Stored already: a later repeat is no new row.
    expect(await insert(retried)).toBeUndefined()
    expect(statements).toHaveLength(2)
  })

  it('stores what is published while a statement is being written, over several turns, in one next statement', async () => {
    const statements: string[] = []
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const slowFirst: Queryable = {
      query: async (sql, params) => {
        statements.push(sql)
        if (statements.length === 1) await held
        return storage.query(sql, params)
      },
    }
    const insert = createRelayMessageWriter(slowFirst)
    const nextTurn = () => new Promise((resolve) => setImmediate(resolve))
    const first = insert(newMessage('first'))
    await nextTurn()
    const second = insert(newMessage('second'))
    await nextTurn()
    const third = insert(newMessage('third'))
    await nextTurn()
    expect(statements).toHaveLength(1)
    release()
    expect(await messagesOf(await Promise.all([first, second, third]))).toEqual(['first', 'second', 'third'])
    expect(statements).toHaveLength(2)
  })
})
