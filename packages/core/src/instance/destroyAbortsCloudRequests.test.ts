import { describe, expect, it, vi } from 'vitest'
import { createCloudTestPortico } from '../cloud/createCloudTestPortico.js'
import { useFakeCloud } from '../cloud/useFakeCloud.js'

const cloud = useFakeCloud()

const cloudWarnings = () =>
  vi
    .mocked(console.warn)
    .mock.calls.filter(([message]) => typeof message === 'string' && message.startsWith('Portico: could not'))

describe('destroy() and the cloud requests on their way', () => {
  it('aborts them: the pending ask settles at once, nothing is logged, not even when the cloud stops later', async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    vi.mocked(console.warn).mockClear()
    cloud().hold('/getWallets')
    const page = portico.fetchWallets({ page: 1 })
    await vi.waitFor(() =>
      expect(cloud().requests.some((request) => request.path === '/getWallets')).toBe(true),
    )

    portico.destroy()
    // Before the abort, the page stayed pending until the stopped cloud broke its connection: 'fetch failed', logged.
    await cloud().stop()
    await page
    expect(cloudWarnings()).toEqual([])
  })

  it('makes no request after it: an ask of the destroyed instance settles without reaching the cloud', async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    vi.mocked(console.warn).mockClear()
    const before = cloud().requests.length

    portico.destroy()
    await portico.fetchWallets({ page: 1 })
    expect(cloud().requests).toHaveLength(before)
    expect(cloudWarnings()).toEqual([])
  })
})
