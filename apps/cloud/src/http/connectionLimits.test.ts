import { mkdtemp, rm } from 'node:fs/promises'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CloudLimits } from '../config/CloudLimits.js'
import { DEFAULT_CLOUD_LIMITS } from '../constants/serverLimits.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'

/** A cloud on PGlite with these limits (connections and timeouts do not depend on the storage). */
function cloudWith(limits: Partial<CloudLimits>) {
  let dataDir = ''
  let cloud: RunningCloud | undefined
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-connections-'))
    cloud = await startCloud(testConfig({ dataDir, limits: { ...DEFAULT_CLOUD_LIMITS, ...limits } }))
  })
  afterAll(async () => {
    await cloud?.stop()
    await rm(dataDir, { recursive: true, force: true })
  })
  return () => cloud as RunningCloud
}

/** A raw connection to the cloud, with what it received and a promise of its closing. */
async function open(cloud: RunningCloud) {
  const socket: Socket = connect(cloud.port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => {
    received += chunk
  })
  socket.on('error', () => undefined)
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return { socket, closed, received: () => received }
}

describe('connection limits', () => {
  describe('request and header timeouts', () => {
    const cloud = cloudWith({ requestTimeoutMs: 1_500, headersTimeoutMs: 1_500 })

    it('cuts a client that sends its body too slowly (408), instead of holding the connection for minutes', async () => {
      const slow = await open(cloud())
      slow.socket.write(
        'POST /e?projectId=portico-lab HTTP/1.1\r\nHost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{',
      )
      await slow.closed
      expect(slow.received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
    })

    it('cuts a client that never finishes its headers', async () => {
      const slow = await open(cloud())
      slow.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n')
      await slow.closed
      expect(slow.received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
    })
  })

  describe('connection cap', () => {
    const cloud = cloudWith({ maxConnections: 3 })

    it('closes connections past the cap at once, and accepts again when one ends', async () => {
      const held = [await open(cloud()), await open(cloud()), await open(cloud())]
      const extra = await open(cloud())
      await extra.closed
      expect(extra.received()).toBe('')
      held[0]?.socket.destroy()
      await expect
        .poll(() =>
          fetch(`${cloud().url}/healthz`).then(
            (response) => response.status,
            () => 'refused',
          ),
        )
        .toBe(200)
      for (const connection of held) connection.socket.destroy()
    })
  })
})
