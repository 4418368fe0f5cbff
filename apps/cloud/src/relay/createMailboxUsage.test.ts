import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
})
