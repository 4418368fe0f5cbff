/**
 * Load benchmark of the cloud, loopback only and bounded: `/getWallets?search=` on 5,000+ wallets, `POST /e`
 * ingestion and `GET /appkit/v1/config` (little more than the rate limiter), each for BENCH_SECONDS (10) with
 * BENCH_CONNECTIONS (10), on PGlite, on PGlite with REDIS_URL (rate limits in Redis) when a redis-server binary
 * is found (REDIS_SERVER_BIN or /usr/bin/redis-server), and, when DATABASE_URL is set, on PostgreSQL. The cloud
 * runs as its own process (`tsx src/main.ts`); autocannon runs here. Then the relay: 1,000 WebSocket clients on one
 * node and the message rate it delivers, with the load average beside it (`benchRelay.ts`; SOCKETS=0 skips it).
 *
 *   pnpm --filter @portico/cloud bench
 *   DATABASE_URL=postgres://... pnpm --filter @portico/cloud bench
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { connectRedis } from '../src/cluster/connectRedis.js'
import { createRedisRateLimiter } from '../src/cluster/createRedisRateLimiter.js'
import { createRateLimiter, type RateLimiter } from '../src/http/createRateLimiter.js'
import { createLogger } from '../src/log/createLogger.js'
import { createTestSchema } from '../src/testing/createTestSchema.js'
import { findRedisServer, spawnRedisServer } from '../src/testing/spawnRedisServer.js'
import { syntheticWallets } from '../src/testing/syntheticWallets.js'
import { benchRelay } from './benchRelay.js'
import { relayBenchTable } from './relayBench/relayBenchTable.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const appDir = fileURLToPath(new URL('..', import.meta.url))
const PROJECT = 'portico-bench'
const SEARCHES = ['meta', 'trust', 'wallet', 'kari', 'phntom', 'safe', 'ledger', 'zo']

type Row = {
  backend: string
  scenario: string
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

async function startCloudProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(join(appDir, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
    cwd: appDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      INDEXER: 'off',
      // autocannon is one client address: its own limits must not stop it (they are still counted, as in production).
      CLIENT_RATE_LIMIT_PER_MINUTE: '1000000',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString()
      for (const line of buffer.split('\n')) {
        if (line.includes('"msg":"listening"')) resolve((JSON.parse(line) as { url: string }).url)
      }
    })
    child.once('exit', (code) => reject(new Error(`cloud exited with ${code}`)))
  })
  return { url, child }
}

async function prepare(url: string, adminToken: string): Promise<number> {
  const admin = (path: string, method: string, body: unknown) =>
    fetch(`${url}/admin/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const created = await admin('/projects', 'POST', {
    id: PROJECT,
    name: 'Benchmark',
    allowedOrigins: ['http://localhost:5173'],
    rateLimitPerMinute: 1_000_000,
  })
  if (created.status !== 201 && created.status !== 409) throw new Error(`project: ${created.status}`)
  await admin(`/projects/${PROJECT}`, 'PATCH', { rateLimitPerMinute: 1_000_000, analyticsEnabled: true })
  const wallets = syntheticWallets(5_000).map(({ rank: _rank, ...wallet }) => wallet)
  const imported = await admin('/wallets/import', 'POST', { wallets })
  if (!imported.ok) throw new Error(`import: ${imported.status}`)
  const { count } = (await (await fetch(`${url}/getWallets?projectId=${PROJECT}`)).json()) as {
    count: number
  }
  return count
}

async function run(title: string, options: autocannon.Options): Promise<Omit<Row, 'backend' | 'scenario'>> {
  const result = await autocannon({ ...options, duration: seconds, connections, title })
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  }
}

async function benchBackend(backend: string, env: Record<string, string>): Promise<Row[]> {
  const adminToken = randomBytes(24).toString('base64url')
  const dataDir = await mkdtemp(join(tmpdir(), 'portico-cloud-bench-'))
  const { url, child } = await startCloudProcess({ ...env, DATA_DIR: dataDir, ADMIN_TOKEN: adminToken })
  try {
    const wallets = await prepare(url, adminToken)
    console.error(`${backend}: ${url}, ${wallets} wallets`)
    let search = 0
    const getWallets = await run(`${backend} getWallets search`, {
      url,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/getWallets?projectId=${PROJECT}&entries=100&search=${SEARCHES[search++ % SEARCHES.length]}`,
          }),
        },
      ],
    })
    let eventNumber = 0
    const ingest = await run(`${backend} POST /e`, {
      url: `${url}/e?projectId=${PROJECT}&st=bench&sv=0`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
          // A new eventId each time: a repeated one is stored once, and every event here is meant to be stored.
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              eventId: `bench-${eventNumber++}`,
              url: 'http://localhost:5173/',
              domain: 'localhost',
              timestamp: Date.now(),
              props: { event: 'MODAL_OPEN', properties: { connected: false } },
            }),
          }),
        },
      ],
    })
    const config = await run(`${backend} GET /appkit/v1/config`, {
      url: `${url}/appkit/v1/config?projectId=${PROJECT}&st=bench&sv=0`,
      headers: { origin: 'http://localhost:5173' },
    })
    return [
      { backend, scenario: `GET /getWallets?search= (${wallets} wallets, 100/page)`, ...getWallets },
      { backend, scenario: 'POST /e', ...ingest },
      { backend, scenario: 'GET /appkit/v1/config', ...config },
    ]
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }
}

/** Mean microseconds of one `take()`, sequential, in this process: the limiter's own cost per request. */
async function limiterCost(limiter: RateLimiter, calls = 5_000): Promise<number> {
  const started = performance.now()
  for (let i = 0; i < calls; i++) {
    await limiter.take([{ key: `bench:${i % 50}`, limit: 1_000_000, windowMs: 60_000 }])
  }
  return Math.round(((performance.now() - started) * 1_000) / calls)
}

const rows = [...(await benchBackend('PGlite', {}))]
const limiterRows: string[] = [`| memory (one node) | ${await limiterCost(createRateLimiter())} |`]
const redisServer = findRedisServer()
if (redisServer) {
  const redis = await spawnRedisServer(redisServer)
  try {
    rows.push(...(await benchBackend('PGlite + Redis', { REDIS_URL: redis.url })))
    const silent = createLogger('silent')
    const link = await connectRedis(redis.url, silent)
    try {
      const cost = await limiterCost(createRedisRateLimiter(link.commands, createRateLimiter(), silent))
      limiterRows.push(`| Redis (REDIS_URL, loopback) | ${cost} |`)
    } finally {
      await link.close()
    }
  } finally {
    await redis.stop()
  }
}
if (process.env.DATABASE_URL) {
  // A throw-away schema, so the benchmark leaves nothing behind in that database.
  const schema = await createTestSchema(process.env.DATABASE_URL)
  try {
    rows.push(...(await benchBackend('PostgreSQL', { DATABASE_URL: schema.url })))
  } finally {
    await schema.drop()
  }
}

console.log(`\n${seconds} s, ${connections} connections, 127.0.0.1\n`)
console.log('| storage | scenario | req/s (mean) | p50 ms | p99 ms | errors | non-2xx |')
console.log('|---|---|---:|---:|---:|---:|---:|')
for (const row of rows) {
  console.log(
    `| ${row.backend} | ${row.scenario} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} | ${row.non2xx} |`,
  )
}
console.log('\nRate limiter alone, 5,000 sequential take() calls in one process\n')
console.log('| counters | µs per take (mean) |')
console.log('|---|---:|')
for (const row of limiterRows) console.log(row)
if (Number(process.env.SOCKETS ?? 1_000) > 0) console.log(`\n${relayBenchTable(await benchRelay())}`)
