import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCloudTestPortico, pageAt } from '../../cloud/createCloudTestPortico.js'
import { CLOUD_ERRORS, type FakeCloud, startFakeCloud } from '../../cloud/startFakeCloud.js'

let cloud: FakeCloud
// Failures are logged; instances of finished tests may still log while the next test runs.
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterAll(() => {
  vi.restoreAllMocks()
})
beforeEach(async () => {
  cloud = await startFakeCloud()
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await cloud.stop()
})

const originsChecked = () =>
  vi.waitFor(() =>
    expect(cloud.requests.some((request) => request.path === '/projects/v1/origins')).toBe(true),
  )

describe('the allowed-origin check', () => {
  it('accepts a page origin on the project list', async () => {
    vi.stubGlobal('location', pageAt('https://app.example.com'))
    const { portico, alerts } = createCloudTestPortico(cloud)
    await originsChecked()
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(alerts).toEqual([])
  })

  it.each([
    'http://localhost:5173',
    'https://preview.pages.dev',
    'https://my-app.vercel.app',
    'https://abc.ngrok-free.app',
    'https://secure-mobile.walletconnect.com',
  ])('always accepts the default allowed ancestor %s', async (origin) => {
    vi.stubGlobal('location', pageAt(origin))
    const { portico, alerts } = createCloudTestPortico(cloud)
    await originsChecked()
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(alerts).toEqual([])
  })

  it("shows 'Invalid App Configuration' once for an origin off the list", async () => {
    vi.stubGlobal('location', pageAt('https://evil.example'))
    cloud.fail('/appkit/v1/config', CLOUD_ERRORS.originNotAllowlisted)
    const { portico, alerts } = createCloudTestPortico(cloud)
    await vi.waitFor(() => expect(portico.state.alert.open).toBe(true))
    expect(portico.state.alert).toMatchObject({ variant: 'error', code: 'INVALID_APP_CONFIGURATION' })
    expect(portico.state.alert.message).toBe(
      "Invalid App Configuration: The origin https://evil.example is not on this project's allowed origins. Add it to the project's allowed origins in Portico Cloud.",
    )
    await originsChecked()
    await vi.waitFor(() => expect(cloud.requests).toHaveLength(2))
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION'])
  })
})

describe('cloud failures become the alerts of docs/behaviour.md#errors, each shown once', () => {
  it.each([
    ['an unknown project id', CLOUD_ERRORS.invalidProjectId, 'INVALID_PROJECT_ID', 'Invalid Project ID'],
    [
      'a project without allowed origins',
      CLOUD_ERRORS.projectNotConfigured,
      'PROJECT_ID_NOT_CONFIGURED',
      'Project ID Not Configured',
    ],
    ['a rate limit', CLOUD_ERRORS.rateLimited, 'RATE_LIMITED', 'Rate Limited'],
    ['a server fault', CLOUD_ERRORS.serverError, 'SERVER_ERROR', 'Server Error'],
  ])('%s', async (_, failure, code, title) => {
    vi.stubGlobal('location', pageAt('https://app.example.com'))
    cloud.fail('/projects/v1/origins', failure)
    cloud.fail('/appkit/v1/config', failure)
    const { portico, alerts } = createCloudTestPortico(cloud)
    await vi.waitFor(() => expect(portico.state.alert.open).toBe(true))
    await vi.waitFor(() => expect(cloud.requests).toHaveLength(2))
    expect(portico.state.alert.code).toBe(code)
    expect(portico.state.alert.variant).toBe('error')
    expect(portico.state.alert.message.startsWith(`${title}: `)).toBe(true)
    expect(alerts).toEqual([code])
  })

  it('logs an unreachable cloud without an alert', async () => {
    vi.stubGlobal('location', pageAt('https://app.example.com'))
    await cloud.stop()
    const { portico } = createCloudTestPortico(cloud)
    await vi.waitFor(() => {
      expect(console.warn).toHaveBeenCalledWith(
        'Portico: could not check the allowed origins',
        expect.anything(),
      )
      expect(console.warn).toHaveBeenCalledWith(
        'Portico: could not load the remote features',
        expect.anything(),
      )
    })
    expect(portico.state.alert.open).toBe(false)
  })
})
