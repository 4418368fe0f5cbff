import { describe, expect, it, vi } from 'vitest'
import type { CloudRemoteFeatures } from '../../cloud/CloudClient.js'
import { createCloudTestPortico } from '../../cloud/createCloudTestPortico.js'
import { CLOUD_ERRORS } from '../../cloud/startFakeCloud.js'
import { useFakeCloud } from '../../cloud/useFakeCloud.js'
import { DEFAULT_REMOTE_FEATURES } from '../../constants/defaultRemoteFeatures.js'
import type { FeatureSwitch, PorticoFeature } from '../../types/feature.js'
import type { Features } from '../../types/options.js'

const cloud = useFakeCloud()

/** A feature whose switch the cloud decides, as `@portico/swaps` and `@portico/onramp` declare theirs. */
const cloudSwitched = (name: string, fallback: readonly string[]): PorticoFeature => ({
  id: name,
  switch: name as FeatureSwitch,
  remoteSwitch: { key: name, fallback },
})
const plugins = [cloudSwitched('swaps', ['1inch']), cloudSwitched('onramp', ['meld', 'coinbase'])]

const configRequests = () => cloud().requests.filter((request) => request.path === '/appkit/v1/config')

describe('remote features', () => {
  it('fetches the project configuration at start and lets it override the local features', async () => {
    cloud().features = { ...cloud().features, email: false, socials: ['github'], swaps: [], activity: false }
    const { portico, alerts } = createCloudTestPortico(cloud(), { plugins })
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(configRequests()[0]?.query).toMatchObject({ projectId: 'portico-test', st: 'portico' })
    expect(portico.state.remoteFeatures).toMatchObject({ email: false, socials: ['github'], swaps: false })
    expect(portico.state.features).toMatchObject({
      email: false,
      socials: ['github'],
      swaps: false,
      onramp: true,
      history: false,
    })
    expect(alerts).toEqual([])
  })

  it("warns 'Local configuration ignored' once, naming the features the app set differently", async () => {
    cloud().features = { ...cloud().features, email: false, swaps: ['1inch'] }
    const { portico, alerts } = createCloudTestPortico(cloud(), {
      features: { email: true, swaps: true, onramp: false } as Partial<Features>,
      plugins,
    })
    await vi.waitFor(() => expect(portico.state.alert.open).toBe(true))
    expect(portico.state.features).toMatchObject({ email: false, swaps: true, onramp: true })
    expect(portico.state.alert).toMatchObject({ variant: 'warning', code: 'LOCAL_CONFIGURATION_IGNORED' })
    expect(portico.state.alert.message).toBe(
      "Local configuration ignored: The project's remote configuration overrides these local features: email, onramp.",
    )
    expect(alerts).toEqual(['LOCAL_CONFIGURATION_IGNORED'])
  })

  it('does not warn when the app set the same values as the project', async () => {
    const { portico, alerts } = createCloudTestPortico(cloud(), {
      features: { email: true, swaps: true } as Partial<Features>,
      plugins,
    })
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(alerts).toEqual([])
  })

  it('makes no request at all in basic mode and turns the cloud features off', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    try {
      const { portico } = createCloudTestPortico(cloud(), {
        basic: true,
        features: { email: true, swaps: true } as Partial<Features>,
        plugins,
      })
      await portico.ready
      await portico.open({ view: 'AllWallets' })
      await portico.fetchWallets({ page: 1 })
      portico.searchWallets('wallet')
      await vi.advanceTimersByTimeAsync(1_000)
      portico.emit({ type: 'ERROR', code: 'X', message: 'boom' })
      expect(portico.state.remoteFeatures).toBeUndefined()
      expect(portico.state.features).toMatchObject({ email: false, socials: false, swaps: false })
      expect(portico.state.registry.status).toBe('unavailable')
      expect(portico.getWalletImageUrl('image-1')).toBeUndefined()
    } finally {
      vi.useRealTimers()
    }
    expect(cloud().requests).toEqual([])
  })

  it('makes no request without a cloudUrl and keeps the local features', async () => {
    const { portico } = createCloudTestPortico(
      { url: '' },
      { cloudUrl: undefined, features: { email: true } },
    )
    await portico.ready
    await portico.open()
    expect(portico.state.remoteFeatures).toBeUndefined()
    expect(portico.state.features.email).toBe(true)
    expect(portico.state.registry.status).toBe('unavailable')
    expect(cloud().requests).toEqual([])
  })

  it('opens the modal without waiting for the cloud', async () => {
    const release = cloud().hold('/appkit/v1/config')
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    expect(portico.state.modal.open).toBe(true)
    expect(portico.state.remoteFeatures).toBeUndefined()
    release()
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
  })

  it('falls back to the default remote features when the cloud fails', async () => {
    cloud().fail('/appkit/v1/config', CLOUD_ERRORS.serverError)
    const { portico, alerts } = createCloudTestPortico(cloud())
    await vi.waitFor(() => expect(alerts).toEqual(['SERVER_ERROR']))
    expect(portico.state.remoteFeatures).toEqual(DEFAULT_REMOTE_FEATURES)
  })

  it("lets a feature's remote switch decide its switch: off locally, the project's list, the fallback, basic mode", async () => {
    const bridge = {
      ...cloudSwitched('bridge', ['across']),
      remoteSwitch: { key: 'bridges', fallback: ['across'] },
    }
    expect(
      createCloudTestPortico({ url: '' }, { cloudUrl: undefined, plugins: [bridge] }).portico.state.features,
    ).toMatchObject({
      bridge: false,
    })
    const given = { bridge: true } as Partial<Features>
    expect(
      createCloudTestPortico(cloud(), { basic: true, features: given, plugins: [bridge] }).portico.state
        .features,
    ).toMatchObject({
      bridge: false,
    })

    cloud().features = { ...cloud().features, bridges: ['across', 1] } as CloudRemoteFeatures
    const listed = createCloudTestPortico(cloud(), { plugins: [bridge] })
    await vi.waitFor(() => expect(listed.portico.state.remoteFeatures).toMatchObject({ bridges: ['across'] }))
    expect(listed.portico.state.features).toMatchObject({ bridge: true })

    cloud().features = { ...cloud().features, bridges: [] } as CloudRemoteFeatures
    const unlisted = createCloudTestPortico(cloud(), { features: given, plugins: [bridge] })
    await vi.waitFor(() => expect(unlisted.alerts).toEqual(['LOCAL_CONFIGURATION_IGNORED']))
    expect(unlisted.portico.state.features).toMatchObject({ bridge: false })
    expect(unlisted.portico.state.alert.message).toContain('these local features: bridge.')

    cloud().fail('/appkit/v1/config', CLOUD_ERRORS.serverError)
    const failed = createCloudTestPortico(cloud(), { plugins: [bridge] })
    await vi.waitFor(() => expect(failed.portico.state.remoteFeatures).toBeDefined())
    expect(failed.portico.state.remoteFeatures).toEqual({ ...DEFAULT_REMOTE_FEATURES, bridges: ['across'] })
    expect(failed.portico.state.features).toMatchObject({ bridge: true })
  })

  it('asks again when the modal opens after the cloud could not answer', async () => {
    cloud().fail('/appkit/v1/config', CLOUD_ERRORS.serverError)
    cloud().features = { ...cloud().features, swaps: [] }
    const { portico } = createCloudTestPortico(cloud(), { plugins })
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toMatchObject(DEFAULT_REMOTE_FEATURES))

    cloud().fail('/appkit/v1/config', undefined)
    await portico.open()
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toMatchObject({ swaps: false }))
    expect(configRequests()).toHaveLength(2)
    expect(portico.state.features).toMatchObject({ swaps: false })
  })

  it('keeps the local features when the project is unknown', async () => {
    cloud().fail('/appkit/v1/config', CLOUD_ERRORS.invalidProjectId)
    const { portico, alerts } = createCloudTestPortico(cloud())
    await vi.waitFor(() => expect(alerts).toContain('INVALID_PROJECT_ID'))
    expect(portico.state.remoteFeatures).toBeUndefined()
    expect(portico.state.features.email).toBe(false)
  })
})
