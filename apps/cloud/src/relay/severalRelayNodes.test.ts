import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stringToHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLogger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { createTestSchema } from '../testing/createTestSchema.js'
import { findRedisServer, type RunningRedis, spawnRedisServer } from '../testing/spawnRedisServer.js'
import { testConfig } from '../testing/testConfig.js'
import { createDapp, createWallet, EVM_CHAIN, EVM_NAMESPACES } from './testing/officialClients.js'
import { openRelaySocket, relayUrlOf } from './testing/openRelaySocket.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisServer = findRedisServer()
const topic = () => randomBytes(32).toString('hex')

describe.skipIf(!databaseUrl || !redisServer)(
  'two relay nodes sharing one PostgreSQL and one Redis (needs TEST_DATABASE_URL and redis-server)',
  () => {
    let redis: RunningRedis
    let schema: Awaited<ReturnType<typeof createTestSchema>>
    const nodes: { cloud: RunningCloud; dataDir: string; logs: { msg: string }[] }[] = []
    let a: RunningCloud
    let b: RunningCloud

    const startNode = async (name: string) => {
      const dataDir = await mkdtemp(join(tmpdir(), `portico-relay-${name}-`))
      const logs: { msg: string }[] = []
      const cloud = await startCloud(
        testConfig({
          dataDir,
          databaseUrl: schema.url,
          redisUrl: redis.url,
          trustedProxies: ['127.0.0.1'],
          relayLimits: { publishesPerAddressPerMinute: 40 },
        }),
        createLogger('debug', { node: name }, (line) => logs.push(JSON.parse(line))),
      )
      nodes.push({ cloud, dataDir, logs })
      return cloud
    }

    beforeAll(async () => {
      redis = await spawnRedisServer(redisServer ?? '')
      schema = await createTestSchema(databaseUrl ?? '')
      a = await startNode('A')
      b = await startNode('B')
    })
    afterAll(async () => {
      for (const node of nodes) {
        await node.cloud.stop()
        await rm(node.dataDir, { recursive: true, force: true })
      }
      await schema?.drop()
      await redis?.stop()
    })

    it('pushes a message published on node A to a subscriber on node B at once', async () => {
      const t = topic()
      const wallet = await openRelaySocket(b.url)
      await wallet.request('irn_subscribe', { topic: t })
      const dapp = await openRelaySocket(a.url)
      await dapp.request('irn_publish', { topic: t, message: 'across', ttl: 300, tag: 1 })
      expect((await wallet.push(0)).params.data).toMatchObject({ topic: t, message: 'across' })
      await Promise.all([dapp.close(), wallet.close()])
    })

    it('pairs the official dapp on node A with the official wallet on node B, and signs', async () => {
      const account = privateKeyToAccount(generatePrivateKey())
      const dapp = await createDapp(relayUrlOf(a.url), 'dapp-a')
      const wallet = await createWallet(relayUrlOf(b.url), account, 'wallet-b')
      const { uri, approval } = await dapp.connect({ optionalNamespaces: EVM_NAMESPACES })
      await wallet.pair({ uri: uri ?? '' })
      const session = await approval()
      const message = 'across two nodes'
      const signature = (await dapp.request({
        topic: session.topic,
        chainId: EVM_CHAIN,
        request: { method: 'personal_sign', params: [stringToHex(message), account.address] },
      })) as `0x${string}`
      expect(await verifyMessage({ address: account.address, message, signature })).toBe(true)
      for (const client of [dapp, wallet]) client.core.heartbeat.stop()
      await Promise.all([dapp.core.relayer.transportClose(), wallet.core.relayer.transportClose()])
    })

    it("counts one address's publishes on every node together, whatever its did:keys", async () => {
      const headers = { 'x-forwarded-for': '203.0.113.7' }
      const batch = () => ({
        messages: Array.from({ length: 20 }, (_, index) => ({
          topic: topic(),
          message: `m${index}`,
          ttl: 60,
        })),
      })
      const [onA, onB] = await Promise.all([
        openRelaySocket(a.url, { headers }),
        openRelaySocket(b.url, { headers }),
      ])
      expect(await onA.request('irn_batchPublish', batch())).toMatchObject({ result: true })
      expect(await onB.request('irn_batchPublish', batch())).toMatchObject({ result: true })
      expect(
        await onA.request('irn_publish', { topic: topic(), message: 'one more', ttl: 60 }),
      ).toMatchObject({
        error: { code: -32029 },
      })
      await Promise.all([onA.close(), onB.close()])
    })

    it('delivers what was published while Redis was away once it is back', async () => {
      const t = topic()
      const wallet = await openRelaySocket(b.url)
      await wallet.request('irn_subscribe', { topic: t })
      await redis.stop()
      const lost = (node: (typeof nodes)[number]) =>
        node.logs.some((line) => line.msg === 'redis connection lost, retrying')
      await expect.poll(() => nodes.every(lost)).toBe(true)
      const dapp = await openRelaySocket(a.url)
      expect(
        await dapp.request('irn_publish', { topic: t, message: 'while away', ttl: 300, tag: 1 }),
      ).toMatchObject({
        result: true,
      })
      await redis.restart()
      expect((await wallet.push(0)).params.data).toMatchObject({ topic: t, message: 'while away' })
      await Promise.all([dapp.close(), wallet.close()])
    })
  },
)
