/**
 * Load benchmark of the cloud, loopback only and bounded: `/getWallets?search=` on 5,000+ wallets and `POST /e`
 * ingestion, each for BENCH_SECONDS (10) with BENCH_CONNECTIONS (10), on PGlite and, when DATABASE_URL is set,
 * on PostgreSQL. The cloud runs as its own process (`tsx src/main.ts`); autocannon runs here.
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
import { createTestSchema } from '../src/testing/createTestSchema.js'
import { syntheticWallets } from '../src/testing/syntheticWallets.js'

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
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', INDEXER: 'off', ...env },
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
    const ingest = await run(`${backend} POST /e`, {
      url: `${url}/e?projectId=${PROJECT}&st=bench&sv=0`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
      body: JSON.stringify({
        eventId: 'bench',
        url: 'http://localhost:5173/',
        domain: 'localhost',
        timestamp: Date.now(),
        props: { event: 'MODAL_OPEN', properties: { connected: false } },
      }),
    })
    return [
      { backend, scenario: `GET /getWallets?search= (${wallets} wallets, 100/page)`, ...getWallets },
      { backend, scenario: 'POST /e', ...ingest },
    ]
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
    await rm(dataDir, { recursive: true, force: true })
  }
}

const rows = [...(await benchBackend('PGlite', {}))]
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
