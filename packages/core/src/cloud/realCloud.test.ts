import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCloudTestPortico, pageAt } from './createCloudTestPortico.js'

interface RunningCloud {
  url: string
  stop(): Promise<void>
}

// The real service of apps/cloud, started in this process on PGlite. It is loaded by path at run
// time so core's typecheck and build never include the cloud's sources.
const CLOUD_SOURCES = fileURLToPath(new URL('../../../../apps/cloud/src', import.meta.url))

let cloud: RunningCloud
let dataDir: string

beforeAll(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const { startCloud } = (await import(/* @vite-ignore */ `${CLOUD_SOURCES}/startCloud.ts`)) as {
    startCloud(config: unknown): Promise<RunningCloud>
  }
  const { testConfig } = (await import(/* @vite-ignore */ `${CLOUD_SOURCES}/testing/testConfig.ts`)) as {
    testConfig(overrides: { dataDir: string }): unknown
  }
  dataDir = await mkdtemp(join(tmpdir(), 'portico-core-cloud-'))
  cloud = await startCloud(testConfig({ dataDir }))
}, 120_000)
afterAll(async () => {
  await cloud?.stop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
  vi.restoreAllMocks()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the widget against the real Portico Cloud', () => {
  it("takes the lab project's remote features and fills AllWallets from the registry", async () => {
    vi.stubGlobal('location', pageAt('http://localhost:5173'))
    const { portico, alerts } = createCloudTestPortico(cloud, { projectId: 'portico-lab' })
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(portico.state.features).toMatchObject({ email: true, swaps: true, onramp: true, history: true })

    await portico.fetchWallets({ page: 1 })
    expect(portico.state.registry).toMatchObject({ status: 'ready', page: 1 })
    expect(portico.state.listings).toHaveLength(40)
    expect(portico.state.registry.count).toBeGreaterThan(40)
    const image = await fetch(portico.state.listings[0]?.image_url ?? '')
    expect(image.headers.get('content-type')).toContain('image/svg+xml')

    portico.searchWallets('metamask')
    await vi.waitFor(() => expect(portico.state.registry.search.status).toBe('ready'), { timeout: 5_000 })
    expect(portico.state.registry.search.results[0]?.name).toBe('MetaMask')
    expect(alerts).toEqual([])
  })

  it.each([
    ['portico-lab-disallowed', 'INVALID_APP_CONFIGURATION'],
    ['portico-lab-unconfigured', 'PROJECT_ID_NOT_CONFIGURED'],
    ['no-such-project', 'INVALID_PROJECT_ID'],
  ])('shows the alert of project %s once', async (projectId, code) => {
    vi.stubGlobal('location', pageAt('https://dapp.test'))
    const { portico, alerts } = createCloudTestPortico(cloud, { projectId })
    await vi.waitFor(() => expect(portico.state.alert.code).toBe(code))
    expect(alerts).toEqual([code])
  })
})
