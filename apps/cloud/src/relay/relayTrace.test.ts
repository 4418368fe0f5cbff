import { randomBytes } from 'node:crypto'
import { subscribe, unsubscribe } from 'node:diagnostics_channel'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import type { RelayFrameTrace, RelayStoreTrace, RelayWriteTrace } from './relayTrace.js'
import { openRelaySocket } from './testing/openRelaySocket.js'

describe("the relay's per-stage timings (diagnostics channels)", () => {
  let dataDir: string
  let cloud: RunningCloud

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-trace-'))
    cloud = await startCloud(
      testConfig({ dataDir }),
      createLogger('error', {}, () => undefined),
    )
  })
  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('times a delivered publish stage by stage while a listener subscribes, in order', async () => {
    const stores: RelayStoreTrace[] = []
    const frames: RelayFrameTrace[] = []
    const writes: RelayWriteTrace[] = []
    const onStore = (trace: unknown) => stores.push(trace as RelayStoreTrace)
    const onFrame = (trace: unknown) => frames.push(trace as RelayFrameTrace)
    const onWrite = (trace: unknown) => writes.push(trace as RelayWriteTrace)
    subscribe('portico:relay:store', onStore)
    subscribe('portico:relay:frame', onFrame)
    subscribe('portico:relay:write', onWrite)
    try {
      const [dapp, wallet] = await Promise.all([openRelaySocket(cloud.url), openRelaySocket(cloud.url)])
      const topic = randomBytes(32).toString('hex')
      await wallet.request('irn_subscribe', { topic })
      await dapp.request('irn_publish', { topic, message: 'timed', ttl: 300, tag: 1000 })
      await wallet.push(0)
      await expect.poll(() => writes.filter((write) => write.writer === 'acks').length).toBe(1)
      await Promise.all([dapp.close(), wallet.close()])

      expect(stores).toHaveLength(1)
      const [store] = stores as [RelayStoreTrace]
      expect(store.created).toBe(true)
      expect(store.startedAt).toBeLessThanOrEqual(store.storedAt)
      expect(store.storedAt).toBeLessThanOrEqual(store.pushedAt)
      const publish = frames.find((frame) => frame.method === 'irn_publish')
      expect(publish?.receivedAt).toBeLessThanOrEqual(store.startedAt)
      expect(publish?.answeredAt).toBeGreaterThanOrEqual(store.pushedAt)
      expect(writes.map(({ writer, rows }) => ({ writer, rows }))).toEqual([
        { writer: 'messages', rows: 1 },
        { writer: 'acks', rows: 1 },
      ])
    } finally {
      unsubscribe('portico:relay:store', onStore)
      unsubscribe('portico:relay:frame', onFrame)
      unsubscribe('portico:relay:write', onWrite)
    }
  })
})
