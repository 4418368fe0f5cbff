/**
 * Load benchmark of the swap service's quote (issue 29), loopback only and bounded: `GET /v1/convert/quotes` for
 * 0.01 ETH → USDC over the devnet's Uniswap v2 pools (its first anvil chain, started here), BENCH_SECONDS (10) with
 * BENCH_CONNECTIONS (10), on PGlite; the cloud in development runs as its own process (`tsx src/main.ts`), autocannon
 * here. Each quote reads the pools from anvil; the table says how many quotes a second one node answers and in how long.
 *
 *   pnpm --filter @portico/cloud exec tsx scripts/benchSwapQuotes.ts
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { devnetEvmContracts, startDevnet, writeDevnetFile } from '@portico/devnet'
import autocannon from 'autocannon'
import { cloudAdmin, freePort, startSourceCloud } from '../../../scripts/services/localCloud.mjs'
import { seedPgliteDataDir } from '../src/testing/seedPgliteDataDir.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const PROJECT = 'portico-bench-swaps'
const ORIGIN = 'http://localhost:5173'
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const dir = await mkdtemp(join(tmpdir(), 'portico-cloud-bench-swaps-'))
const devnet = await startDevnet({ chains: ['eip155'], ports: 'ephemeral' })
let stopCloud = async () => undefined as unknown
try {
  const devnetFile = join(dir, 'endpoints.json')
  await writeDevnetFile(devnetFile, {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    eip155: devnet.eip155,
  })
  const dataDir = join(dir, 'data')
  seedPgliteDataDir(dataDir)
  const adminToken = randomBytes(24).toString('base64url')
  const cloud = await startSourceCloud({
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      ADMIN_TOKEN: adminToken,
      INDEXER: 'off',
      LOG_LEVEL: 'warn',
      DEVNET_ENDPOINTS_FILE: devnetFile,
      // autocannon is one client address: its own limits must not stop it (they are still counted, as in production).
      CLIENT_RATE_LIMIT_PER_MINUTE: '1000000',
      NO_ORIGIN_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  })
  stopCloud = () => cloud.stop()
  const created = await cloudAdmin(cloud.url, adminToken)('/projects', {
    method: 'POST',
    body: JSON.stringify({
      id: PROJECT,
      name: PROJECT,
      allowedOrigins: [ORIGIN],
      rateLimitPerMinute: 1_000_000,
    }),
  })
  if (!created.ok) throw new Error(`project: ${created.status} ${await created.text()}`)
  const chainId = devnet.eip155.chains[0]!.chainId
  const query = new URLSearchParams({
    projectId: PROJECT,
    from: `eip155:${chainId}:${NATIVE}`,
    to: `eip155:${chainId}:${devnetEvmContracts.usdc.address.toLowerCase()}`,
    amount: String(10n ** 16n),
  })
  const url = `${cloud.url}/v1/convert/quotes?${query}`
  const headers = { origin: ORIGIN }
  const first = await fetch(url, { headers })
  if (first.status !== 200) throw new Error(`the first quote: ${first.status} ${await first.text()}`)
  const loadBefore = loadavg()[0] ?? 0
  const result = await autocannon({
    url,
    headers,
    duration: seconds,
    connections,
    title: 'GET /v1/convert/quotes',
  })
  const loadAfter = loadavg()[0] ?? 0
  console.log(
    `\n${seconds} s, ${connections} connections, 127.0.0.1, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}\n`,
  )
  console.log('| storage | scenario | req/s (mean) | p50 ms | p99 ms | errors | non-2xx |')
  console.log('|---|---|---:|---:|---:|---:|---:|')
  console.log(
    `| PGlite | GET /v1/convert/quotes (0.01 ETH → USDC, devnet pools on anvil) | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.non2xx} |`,
  )
  if (result.errors > 0 || result.non2xx > 0) process.exitCode = 1
} finally {
  await stopCloud()
  await devnet.stop()
  await rm(dir, { recursive: true, force: true })
}
