import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig.js'
import { type RunningCloud, startCloud } from '../startCloud.js'
import { seedPgliteDataDir } from '../testing/seedPgliteDataDir.js'
import { type RunningAnvil, spawnAnvil } from '../testing/spawnAnvil.js'

const LAB = 'portico-lab'

/** A production cloud (RPC_UPSTREAMS set) beside a running devnet: the devnet's loopback chain must stay out of reach. */
describe('upstreams in production and in development', { timeout: 180_000 }, () => {
  let devnet: RunningAnvil
  let upstream: RunningAnvil
  let dir: string
  const clouds: RunningCloud[] = []

  beforeAll(async () => {
    ;[devnet, upstream] = await Promise.all([spawnAnvil(31337), spawnAnvil(1)])
    dir = await mkdtemp(join(tmpdir(), 'portico-upstreams-'))
    await writeFile(
      join(dir, 'endpoints.json'),
      JSON.stringify({ eip155: { chains: [{ chainId: 31337, rpcUrl: devnet.rpcUrl }] } }),
    )
  })
  afterAll(async () => {
    for (const cloud of clouds) await cloud.stop()
    await Promise.all([devnet?.stop(), upstream?.stop()])
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  const start = async (env: Record<string, string>) => {
    const dataDir = join(dir, `data-${clouds.length}`)
    // A migrated database from the template, without PGlite's initdb and the migrations (what is tested is the upstreams).
    await mkdir(dataDir)
    seedPgliteDataDir(dataDir)
    const cloud = await startCloud(
      loadConfig({
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
        INDEXER: 'off',
        DATA_DIR: dataDir,
        DEVNET_ENDPOINTS_FILE: join(dir, 'endpoints.json'),
        // The lab's project, also in production (where a cloud seeds none by default): these tests ask through it.
        SEED: 'on',
        ...env,
      }),
    )
    clouds.push(cloud)
    return cloud
  }
  const chainIdOf = async (cloud: RunningCloud, chainId: string) => {
    const response = await fetch(`${cloud.url}/v1/?chainId=${chainId}&projectId=${LAB}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const prices = async (cloud: RunningCloud) =>
    (
      (await (
        await fetch(`${cloud.url}/admin/v1/prices`, {
          headers: { authorization: `Bearer ${cloud.adminToken}` },
        })
      ).json()) as { prices: unknown[] }
    ).prices

  it('with RPC_UPSTREAMS serves only those chains: no devnet upstream, no demo prices', async () => {
    const cloud = await start({ RPC_UPSTREAMS: JSON.stringify({ 'eip155:1': upstream.rpcUrl }) })
    expect(await chainIdOf(cloud, 'eip155:1')).toMatchObject({ status: 200, body: { result: '0x1' } })
    for (const chainId of ['eip155:31337', 'eip155:31338']) {
      expect(await chainIdOf(cloud, chainId)).toMatchObject({
        status: 400,
        body: { error: 'unsupported_chain' },
      })
    }
    expect(await prices(cloud)).toEqual([])
  })

  it('in development serves the devnet from its endpoints file, with the demo prices', async () => {
    const cloud = await start({})
    expect(await chainIdOf(cloud, 'eip155:31337')).toMatchObject({ status: 200, body: { result: '0x7a69' } })
    expect(await prices(cloud)).not.toEqual([])
  })
})
