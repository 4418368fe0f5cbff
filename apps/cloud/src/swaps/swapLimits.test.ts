import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_CLOUD_LIMITS } from '../constants/serverLimits.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { testConfig } from '../testing/testConfig.js'
import { devnetSwapMarkets } from './devnetSwapMarkets.js'

const ORIGIN = 'https://swaps.example'
const DOWN = 'eip155:9999'

/** The swap routes count against the client's limit and the project's, as the other blockchain routes do. */
describe('swap route limits', () => {
  let cloud: RunningCloud
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'portico-cloud-swap-limits-'))
    // The cloud's data folder exists, so testConfig gives it PGlite's migrated template (no initdb).
    await mkdir(join(dir, 'data'))
    cloud = await startCloud(
      testConfig({
        dataDir: join(dir, 'data'),
        trustedProxies: ['127.0.0.1', '::1', '10.0.0.0/8'],
        rpcUpstreams: { [DOWN]: 'http://127.0.0.1:1' },
        swaps: { pools: { [DOWN]: devnetSwapMarkets['eip155:31337'] as never }, timeoutMs: 5_000 },
        limits: { ...DEFAULT_CLOUD_LIMITS, clientPerMinute: 3, noOriginClientPerMinute: 3 },
      }),
    )
    const created = await fetch(`${cloud.url}/admin/v1/projects`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cloud.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: 'swap-limits',
        name: 'Swaps',
        allowedOrigins: [ORIGIN],
        rateLimitPerMinute: 5,
      }),
    })
    expect(created.status).toBe(201)
  })
  afterAll(async () => {
    await cloud?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const gasPrice = async (client: string) => {
    const response = await fetch(`${cloud.url}/v1/convert/gas-price?projectId=swap-limits&chainId=${DOWN}`, {
      headers: { origin: ORIGIN, 'x-forwarded-for': `${client}, 10.9.9.9` },
    })
    return { status: response.status, body: (await response.json()) as { error: string } }
  }

  it("refuses a client past its own limit, then every client past the project's", async () => {
    // The chain's node is down (502 upstream_unavailable), but every request counts.
    const first: number[] = []
    for (let i = 0; i < 4; i++) first.push((await gasPrice('203.0.113.1')).status)
    expect(first).toEqual([502, 502, 502, 429])
    expect((await gasPrice('203.0.113.1')).body.error).toBe('rate_limited')
    const second: number[] = []
    for (let i = 0; i < 3; i++) second.push((await gasPrice('203.0.113.2')).status)
    // The project allows 5 a minute: the second client's third request is one too many.
    expect(second).toEqual([502, 502, 429])
    expect((await gasPrice('203.0.113.3')).status).toBe(429)
  })
})
