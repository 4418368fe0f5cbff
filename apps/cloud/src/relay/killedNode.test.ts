import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestSchema } from '../testing/createTestSchema.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { type CloudProcess, spawnCloudProcess } from '../testing/spawnCloudProcess.js'
import { openRelaySocket } from './testing/openRelaySocket.js'

const databaseUrl = process.env.TEST_DATABASE_URL

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()))
    })
  })

const storages: [
  string,
  () => Promise<{ env: Record<string, string>; cleanup(): Promise<void> }>,
  boolean,
][] = [
  [
    'PGlite',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-kill-'))
      seedPgliteDataDir(dataDir)
      return { env: { DATA_DIR: dataDir }, cleanup: () => rm(dataDir, { recursive: true, force: true }) }
    },
    false,
  ],
  [
    'PostgreSQL',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portico-relay-kill-'))
      const schema = await createTestSchema(databaseUrl ?? '')
      return {
        env: { DATA_DIR: dataDir, DATABASE_URL: schema.url },
        cleanup: async () => {
          await schema.drop()
          await rm(dataDir, { recursive: true, force: true })
        },
      }
    },
    !databaseUrl,
  ],
]

describe.each(storages)('a relay node killed with SIGKILL (%s)', (_name, setUp, skip) => {
  const running: CloudProcess[] = []
  let cleanup: (() => Promise<void>) | undefined

  afterAll(async () => {
    // The first node is gone already (its kill is the test): only a node still running is killed.
    for (const cloud of running) await cloud.kill9().catch(() => undefined)
    await cleanup?.()
  })

  it.skipIf(skip)(
    'delivers a message it acknowledged before the kill to a subscriber after the restart',
    async () => {
      const storage = await setUp()
      cleanup = storage.cleanup
      const env = { ...storage.env, PORT: String(await freePort()) }
      const first = await spawnCloudProcess({ env })
      running.push(first)
      const topic = randomBytes(32).toString('hex')
      const dapp = await openRelaySocket(first.url)
      expect(
        await dapp.request('irn_publish', { topic, message: 'proposal', ttl: 300, tag: 1100 }),
      ).toMatchObject({
        result: true,
      })
      const closed = new Promise((resolve) => dapp.ws.once('close', resolve))
      await first.kill9()
      await closed

      const second = await spawnCloudProcess({ env })
      running.push(second)
      expect(second.url).toBe(first.url)
      const wallet = await openRelaySocket(second.url)
      await wallet.request('irn_subscribe', { topic })
      expect((await wallet.push(0)).params.data).toMatchObject({ topic, message: 'proposal', tag: 1100 })
      await wallet.close()
    },
    // Two cloud processes start one after the other (tsx compiles the sources each time): minutes on a busy
    // 2-core machine, seconds on a quiet one.
    240_000,
  )
})
