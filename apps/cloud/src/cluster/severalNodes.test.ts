import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { createWalletClient, defineChain, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runCli } from '../cli/runCli.js'
import { createLogger } from '../log/createLogger.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import type { Answer } from '../testing/apiSuite/createApiSuiteClient.js'
import { createTestSchema } from '../testing/createTestSchema.js'
import { type RunningAnvil, spawnAnvil } from '../testing/spawnAnvil.js'
import { findRedisServer, type RunningRedis, spawnRedisServer } from '../testing/spawnRedisServer.js'
import { testConfig } from '../testing/testConfig.js'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisServer = findRedisServer()
const CHAIN = 'eip155:31337'
const LAB = 'portico-lab'
const ORIGIN = 'http://localhost:5173'
/** Anvil's well-known development mnemonic (public test keys). */
const alice = mnemonicToAccount('test test test test test test test test test test test junk')

const FALLBACK = 'rate limits: Redis unreachable, counting on this node until it is back'
const SHARED = 'rate limits: shared through Redis again'

type Node = { name: string; cloud: RunningCloud; logs: { msg: string }[]; dataDir: string }

describe.skipIf(!databaseUrl || !redisServer)(
  'several cloud nodes sharing one PostgreSQL and one Redis (needs TEST_DATABASE_URL and redis-server; scripts/test.sh sets both up)',
  () => {
    let redis: RunningRedis
    let anvil: RunningAnvil
    let schema: Awaited<ReturnType<typeof createTestSchema>>
    const nodes: Node[] = []
    let a: Node
    let b: Node

    const startNode = async (name: string): Promise<Node> => {
      const logs: { msg: string }[] = []
      const dataDir = await mkdtemp(join(tmpdir(), `portico-cloud-${name}-`))
      const logger = createLogger('debug', { node: name }, (line) => logs.push(JSON.parse(line)))
      const config = testConfig({
        dataDir,
        databaseUrl: schema.url,
        redisUrl: redis.url,
        rpcUpstreams: { [CHAIN]: anvil.rpcUrl },
        indexer: { enabled: true, chains: [CHAIN] },
      })
      const node = { name, cloud: await startCloud(config, logger), logs, dataDir }
      nodes.push(node)
      return node
    }
    const logged = (node: Node, msg: string) => node.logs.some((line) => line.msg === msg)
    const times = (node: Node, msg: string) => node.logs.filter((line) => line.msg === msg).length
    const call = async (node: Node, path: string, init: RequestInit = {}): Promise<Answer> => {
      const response = await fetch(`${node.cloud.url}${path}`, init)
      return { status: response.status, headers: response.headers, body: await response.json() }
    }
    const rpc = (node: Node, projectId: string) =>
      call(node, `/v1/?chainId=${CHAIN}&projectId=${projectId}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
      })
    const createProject = async (node: Node, rateLimitPerMinute: number) => {
      const created = await call(node, '/admin/v1/projects', {
        method: 'POST',
        headers: { authorization: `Bearer ${node.cloud.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Shared limit', allowedOrigins: [ORIGIN], rateLimitPerMinute }),
      })
      return created.body.id as string
    }
    const history = async (node: Node, address: string) =>
      (await call(node, `/v1/account/${address}/history?projectId=${LAB}`)).body.data as unknown[]
    const send = async () => {
      const to = privateKeyToAccount(generatePrivateKey()).address
      const chain = defineChain({
        id: 31337,
        name: 'anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      })
      const wallet = createWalletClient({ chain, transport: http(anvil.rpcUrl), account: alice })
      await wallet.sendTransaction({ to, value: parseEther('0.01') })
      return to
    }

    beforeAll(async () => {
      redis = await spawnRedisServer(redisServer ?? '')
      anvil = await spawnAnvil(31337)
      schema = await createTestSchema(databaseUrl ?? '')
      // One after the other, so node A is the one that takes the indexer lock.
      a = await startNode('A')
      await vi.waitFor(() => expect(logged(a, 'indexer lock acquired')).toBe(true), { timeout: 10_000 })
      b = await startNode('B')
    })

    afterAll(async () => {
      for (const node of nodes) {
        await node.cloud.stop()
        await rm(node.dataDir, { recursive: true, force: true })
      }
      await schema?.drop()
      await anvil?.stop()
      await redis?.stop()
    })

    it('logs its Redis connection', () => {
      for (const node of [a, b]) expect(logged(node, 'redis connected')).toBe(true)
    })

    it('counts a project rate limit across both nodes together', async () => {
      const project = await createProject(a, 4)
      for (const node of [a, b, a, b]) expect((await rpc(node, project)).status).toBe(200)
      for (const node of [a, b]) {
        const limited = await rpc(node, project)
        expect(limited).toMatchObject({ status: 429, body: { error: 'rate_limited' } })
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
      }
    })

    it('makes a wallet imported through node A searchable on node B at once, not after the index TTL', async () => {
      const search = async () =>
        (await call(b, `/getWallets?projectId=${LAB}&search=quokkanest`)).body.data.map(
          (wallet: { id: string }) => wallet.id,
        )
      // Node B has its index loaded (a 60 s TTL would hide the import without the invalidation message).
      expect(await search()).toEqual([])
      const imported = await call(a, '/admin/v1/wallets/import', {
        method: 'POST',
        headers: { authorization: `Bearer ${a.cloud.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          wallets: [{ id: 'quokka-nest', name: 'Quokkanest Wallet', chains: ['eip155:1'], homepage: '' }],
        }),
      })
      expect(imported.body).toMatchObject({ imported: 1 })
      await expect.poll(search, { timeout: 2_000, interval: 20 }).toEqual(['quokka-nest'])
    })

    it('applies an origin added through node A on node B at once, not after the project cache TTL', async () => {
      const project = await createProject(a, 1_000)
      const LATER = 'https://later.example'
      const config = () =>
        call(b, `/appkit/v1/config?projectId=${project}`, { headers: { origin: LATER } }).then(
          (answer) => answer.status,
        )
      // Node B has the project cached (a 5 s TTL would keep the old origins without the invalidation message).
      expect(await config()).toBe(403)
      const updated = await call(a, `/admin/v1/projects/${project}/origins`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${a.cloud.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ allowedOrigins: [ORIGIN, LATER] }),
      })
      expect(updated.status).toBe(200)
      await expect.poll(config, { timeout: 2_000, interval: 20 }).toBe(200)
    })

    it('applies origins set with the CLI on the running nodes at once, not after the project cache TTL', async () => {
      const project = await createProject(a, 1_000)
      const LATER = 'https://cli.example'
      const config = (node: Node) => () =>
        call(node, `/appkit/v1/config?projectId=${project}`, { headers: { origin: LATER } }).then(
          (answer) => answer.status,
        )
      // Both nodes have the project cached with its old origins.
      expect(await config(a)()).toBe(403)
      expect(await config(b)()).toBe(403)
      const cliConfig = testConfig({ dataDir: a.dataDir, databaseUrl: schema.url, redisUrl: redis.url })
      await runCli(['project', 'origins', 'set', project, ORIGIN, LATER], cliConfig)
      for (const node of [a, b]) await expect.poll(config(node), { timeout: 2_000, interval: 20 }).toBe(200)
    })

    it('makes a wallet imported with the CLI searchable on the running nodes at once', async () => {
      const search = async (node: Node) =>
        (await call(node, `/getWallets?projectId=${LAB}&search=wombatvault`)).body.data.map(
          (wallet: { id: string }) => wallet.id,
        )
      expect(await search(a)).toEqual([])
      expect(await search(b)).toEqual([])
      const file = join(a.dataDir, 'wallets.json')
      await writeFile(
        file,
        JSON.stringify({
          wallets: [{ id: 'wombat-vault', name: 'Wombatvault', chains: ['eip155:1'], homepage: '' }],
        }),
      )
      const cliConfig = testConfig({ dataDir: a.dataDir, databaseUrl: schema.url, redisUrl: redis.url })
      expect(await runCli(['wallets', 'import', file], cliConfig)).toMatchObject({
        imported: 1,
        nodesToldThroughRedis: true,
      })
      for (const node of [a, b])
        await expect.poll(() => search(node), { timeout: 2_000, interval: 20 }).toEqual(['wombat-vault'])
    })

    it('answers while Redis hangs: the rate limit falls back after the command timeout, never a 500', async () => {
      const project = await createProject(a, 1_000)
      const fallbacks = times(a, FALLBACK)
      const shared = times(a, SHARED)
      const pauser = new Redis(redis.url)
      await pauser.call('CLIENT', 'PAUSE', '1500', 'ALL')
      pauser.disconnect()
      expect((await rpc(a, project)).status).toBe(200)
      expect(times(a, FALLBACK)).toBe(fallbacks + 1)
      await expect
        .poll(
          async () => {
            await rpc(a, project)
            return times(a, SHARED)
          },
          { timeout: 10_000 },
        )
        .toBe(shared + 1)
    })

    it('keeps serving when Redis goes away (rate limits fall back to each node) and shares again when it is back', async () => {
      const project = await createProject(a, 1_000)
      const fallbacks = times(a, FALLBACK)
      const shared = times(a, SHARED)
      await redis.stop()
      await expect.poll(() => logged(a, 'redis connection lost, retrying')).toBe(true)
      for (const node of [a, b]) expect((await rpc(node, project)).status).toBe(200)
      expect(times(a, FALLBACK)).toBe(fallbacks + 1)
      await redis.restart()
      await expect.poll(() => logged(a, 'redis connection restored'), { timeout: 10_000 }).toBe(true)
      await expect
        .poll(
          async () => {
            await rpc(a, project)
            return times(a, SHARED)
          },
          { timeout: 10_000 },
        )
        .toBe(shared + 1)
    })

    it('runs one indexer: node B stands by, and takes over when node A stops', async () => {
      expect(logged(b, 'indexer standing by: another node holds the lock')).toBe(true)
      expect(logged(b, 'indexer lock acquired')).toBe(false)
      const first = await send()
      await expect.poll(() => history(b, first), { timeout: 30_000 }).toHaveLength(1)

      await a.cloud.stop()
      expect(logged(a, 'indexer lock released')).toBe(true)
      await expect.poll(() => logged(b, 'indexer lock acquired'), { timeout: 15_000 }).toBe(true)
      const second = await send()
      await expect.poll(() => history(b, second), { timeout: 30_000 }).toHaveLength(1)
    })

    it('stops indexing when the lock holder loses its database connection, and takes the lock again', async () => {
      const admin = new pg.Client({ connectionString: schema.url })
      await admin.connect()
      try {
        // The session holding the indexer lock of this schema (keys 5505002 and the schema's hash).
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_locks
            where locktype = 'advisory' and granted and classid = 5505002
              and objid::text::bigint = (hashtext(current_schema())::bigint & 4294967295)`,
        )
        expect(rowCount).toBe(1)
      } finally {
        await admin.end()
      }
      await expect
        .poll(() => logged(b, 'indexer lock lost, stopped indexing'), { timeout: 15_000 })
        .toBe(true)
      await expect.poll(() => times(b, 'indexer lock acquired'), { timeout: 15_000 }).toBe(2)
      const third = await send()
      await expect.poll(() => history(b, third), { timeout: 30_000 }).toHaveLength(1)
    })
  },
)
