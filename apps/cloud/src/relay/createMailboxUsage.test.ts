import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openStorage } from '../storage/openStorage.js'
import type { Storage } from '../storage/Storage.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { createMailboxUsage } from './createMailboxUsage.js'

let storage: Storage
let dataDir: string
const QUOTA = { maxMessages: 3, maxBytes: 100 }

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'portico-mailbox-usage-'))
  seedPgliteDataDir(dataDir)
  storage = await openStorage({ dataDir })
})
afterAll(async () => {
  await storage?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const stored = async (projectId: string) =>
  (
    await storage.query<{ messages: string; bytes: string }>(
      'select messages, bytes from relay_project_usage where project_id = $1',
      [projectId],
    )
  ).map((row) => ({ messages: Number(row.messages), bytes: Number(row.bytes) }))[0]

describe('createMailboxUsage', () => {
  it('takes room up to the quota in messages and bytes, and gives back what was not stored', async () => {
    const usage = createMailboxUsage(storage, QUOTA)
    expect(await usage.take('alone', 60)).toBe(true)
    expect(await usage.take('alone', 41)).toBe(false)
    expect(await usage.take('alone', 20)).toBe(true)
    expect(await usage.take('alone', 20)).toBe(true)
    expect(await usage.take('alone', 1)).toBe(false)
    usage.giveBack('alone', 20)
    expect(await usage.take('alone', 1)).toBe(true)
    await usage.flush()
    expect(await stored('alone')).toEqual({ messages: 3, bytes: 81 })
  })

  it("counts every node's messages once they are written, and makes room when the sweep subtracts", async () => {
    let clock = 0
    const nodeA = createMailboxUsage(storage, QUOTA, () => clock)
    const nodeB = createMailboxUsage(storage, QUOTA, () => clock)
    expect(await nodeA.take('shared', 10)).toBe(true)
    expect(await nodeA.take('shared', 10)).toBe(true)
    await nodeA.flush()
    expect(await nodeB.take('shared', 10)).toBe(true)
    expect(await nodeB.take('shared', 10)).toBe(false)
    await nodeB.flush()
    // Node A trusts its total for a second, then reads it again: the project is full.
    clock += 2_000
    expect(await nodeA.take('shared', 10)).toBe(false)
    // What the sweep does when messages expire: a full project reads its total again before refusing.
    await storage.query("update relay_project_usage set messages = 1, bytes = 10 where project_id = 'shared'")
    expect(await nodeA.take('shared', 10)).toBe(true)
  })

  it('reads a stale total once for all the publishes that find it stale, and not in their way while far from full', async () => {
    let clock = 0
    const reads: string[] = []
    let readsDone = 0
    let release = () => {}
    // The real storage, with each read of a total counted and held until released.
    const counted = {
      async query<Row>(sql: string, params?: readonly unknown[]) {
        if (!sql.startsWith('select messages, bytes')) return storage.query<Row>(sql, params)
        reads.push(String(params?.[0]))
        await new Promise<void>((resolve) => {
          release = resolve
        })
        const rows = await storage.query<Row>(sql, params)
        readsDone += 1
        return rows
      },
    }
    const usage = createMailboxUsage(counted, { maxMessages: 100, maxBytes: 10_000 }, () => clock)
    const first = usage.take('herd', 10)
    await vi.waitFor(() => expect(reads).toHaveLength(1))
    release()
    expect(await first).toBe(true)

    // Stale and far from full: ten publishes take at once; one read goes beside them.
    clock += 2_000
    const takes = await Promise.all(Array.from({ length: 10 }, () => usage.take('herd', 10)))
    expect(takes).toEqual(Array(10).fill(true))
    expect(reads).toHaveLength(2)
    // Meanwhile other nodes stored 80 messages: the read beside finds them.
    await storage.query(
      "insert into relay_project_usage (project_id, messages, bytes) values ('herd', 80, 800) on conflict (project_id) do update set messages = 80, bytes = 800",
    )
    release()
    await vi.waitFor(() => expect(readsDone).toBe(2))

    // Stale again and past half of the quota (80 stored, 11 taken here): the publishes wait for the total, read once.
    clock += 2_000
    const waiting = Array.from({ length: 5 }, () => usage.take('herd', 10))
    await vi.waitFor(() => expect(reads).toHaveLength(3))
    release()
    expect(await Promise.all(waiting)).toEqual(Array(5).fill(true))
    expect(reads).toHaveLength(3)
    expect(await usage.take('herd', 10)).toBe(true)
    expect(await usage.take('herd', 10)).toBe(true)
    expect(await usage.take('herd', 10)).toBe(true)
    expect(await usage.take('herd', 10)).toBe(true)
    // 80 + 1 + 10 + 5 + 4 = 100: full, by a total read again before the refusal.
    const full = usage.take('herd', 10)
    await vi.waitFor(() => expect(reads).toHaveLength(4))
    release()
    expect(await full).toBe(false)
  })
})
