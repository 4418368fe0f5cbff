import { describe, expect, it, vi } from 'vitest'
import type { FeatureSwitch, PorticoFeature } from '../types/feature.js'
import { createCloudTestPortico, pageAt } from './createCloudTestPortico.js'
import { useRealCloud } from './useRealCloud.js'

/** Swaps' and the on-ramp's switches, which the cloud decides, as their packages declare them. */
const cloudSwitches: PorticoFeature[] = [
  { id: 'swaps', switch: 'swaps' as FeatureSwitch, remoteSwitch: { key: 'swaps', fallback: ['1inch'] } },
  {
    id: 'onramp',
    switch: 'onramp' as FeatureSwitch,
    remoteSwitch: { key: 'onramp', fallback: ['meld', 'coinbase'] },
  },
]

const cloud = useRealCloud('portico-core-cloud-')

describe('the widget against the real Portico Cloud', () => {
  it("takes the lab project's remote features and fills AllWallets from the registry", async () => {
    vi.stubGlobal('location', pageAt('http://localhost:5173'))
    const { portico, alerts } = createCloudTestPortico(cloud(), {
      projectId: 'portico-lab',
      plugins: cloudSwitches,
    })
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
    const { portico, alerts } = createCloudTestPortico(cloud(), { projectId })
    await vi.waitFor(() => expect(portico.state.alert.code).toBe(code))
    expect(alerts).toEqual([code])
  })
})
