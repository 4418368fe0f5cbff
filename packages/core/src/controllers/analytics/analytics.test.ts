import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsEventBody } from '../../cloud/CloudClient.js'
import { createCloudTestPortico } from '../../cloud/createCloudTestPortico.js'
import { CLOUD_ERRORS } from '../../cloud/startFakeCloud.js'
import { useFakeCloud } from '../../cloud/useFakeCloud.js'

const cloud = useFakeCloud()

const posted = () =>
  cloud()
    .requests.filter((request) => request.path === '/e')
    .map((request) => request.body as AnalyticsEventBody)
const configAsked = () => cloud().requests.filter((request) => request.path === '/getAnalyticsConfig')

describe('analytics events', () => {
  it('posts events to /e once the modal has opened, never MODAL_CREATED', async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    portico.emit({ type: 'SELECT_WALLET', name: 'Fake Wallet', connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(configAsked()).toEqual([])

    await portico.open()
    await vi.waitFor(() => expect(posted()).toHaveLength(2))
    expect(configAsked()).toHaveLength(1)
    expect(cloud().requests.find((request) => request.path === '/e')?.query).toMatchObject({
      projectId: 'portico-test',
      st: 'portico',
    })
    const [selected, opened] = posted()
    expect(selected).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      timestamp: expect.any(Number),
      props: {
        type: 'track',
        event: 'SELECT_WALLET',
        properties: { name: 'Fake Wallet', connectorId: 'fake', namespace: 'eip155' },
      },
    })
    expect(opened?.props).toMatchObject({ event: 'MODAL_OPEN', properties: { view: 'Connect' } })
    expect(posted().map((body) => body.props.event)).not.toContain('MODAL_CREATED')
  })

  it("cuts a long text of an event to 256 characters, so that the event stays within the cloud's 2 KB", async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    const long = { connectorId: 'fake', namespace: 'eip155', message: 'x'.repeat(10_000) } as const
    portico.emit({ type: 'CONNECT_ERROR', ...long })
    await vi.waitFor(() => expect(posted().some((body) => body.props.event === 'CONNECT_ERROR')).toBe(true))
    const sent = posted().find((body) => body.props.event === 'CONNECT_ERROR')
    expect(sent?.props.properties).toEqual({ ...long, message: `${'x'.repeat(255)}…` })
    expect(JSON.stringify(sent?.props).length).toBeLessThan(2 * 1024)
  })

  it("adds the connected account's address", async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    const address = portico.state.chains.eip155?.accountState.address
    await vi.waitFor(() =>
      expect(posted().find((body) => body.props.event === 'CONNECT_SUCCESS')?.props.address).toBe(address),
    )
  })

  it('sends nothing when the project has analytics off', async () => {
    cloud().analyticsEnabled = false
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    await vi.waitFor(() => expect(configAsked()).toHaveLength(1))
    portico.emit({ type: 'ERROR', code: 'X', message: 'boom' })
    portico.close()
    expect(posted()).toEqual([])
  })

  it('sends nothing and asks nothing when the app turns analytics off', async () => {
    const { portico } = createCloudTestPortico(cloud(), { features: { analytics: false } })
    await portico.ready
    await portico.open()
    await vi.waitFor(() => expect(portico.state.listings.length).toBeGreaterThan(0))
    expect(configAsked()).toEqual([])
    expect(posted()).toEqual([])
  })

  it("shows 'Invalid App Configuration' once on a 403 and stops sending", async () => {
    cloud().fail('/e', CLOUD_ERRORS.originNotAllowlisted)
    const { portico, alerts } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    await vi.waitFor(() => expect(alerts).toEqual(['INVALID_APP_CONFIGURATION']))
    const sent = posted().length
    portico.close()
    await portico.open()
    expect(posted()).toHaveLength(sent)
    expect(alerts).toEqual(['INVALID_APP_CONFIGURATION'])
  })
})

describe('a cloud that comes back', () => {
  it('asks the config again on the next opening and sends what waited', async () => {
    cloud().fail('/getAnalyticsConfig', CLOUD_ERRORS.serverError)
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    portico.emit({ type: 'SELECT_WALLET', name: 'Fake Wallet', connectorId: 'fake', namespace: 'eip155' })
    vi.mocked(console.warn).mockClear()
    await portico.open()
    await vi.waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith(
        'Portico: could not load the analytics configuration',
        expect.anything(),
      ),
    )
    portico.close()

    cloud().fail('/getAnalyticsConfig', undefined)
    await portico.open()
    await vi.waitFor(() => expect(posted()).toHaveLength(4))
    expect(configAsked()).toHaveLength(2)
    expect(posted().map((body) => body.props.event)).toEqual([
      'SELECT_WALLET',
      'MODAL_OPEN',
      'MODAL_CLOSE',
      'MODAL_OPEN',
    ])
  })
})

describe('error reports', () => {
  it('go to /e at most 5 per 60 s', async () => {
    const start = new Date('2026-01-01T00:00:00Z').getTime()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    const fail = (message: string) => portico.emit({ type: 'ERROR', code: 'CONNECT_FAILED', message })
    vi.setSystemTime(start)
    for (let index = 1; index <= 7; index += 1) fail(`failure ${index}`)
    vi.setSystemTime(start + 59_000)
    fail('failure 8')
    vi.setSystemTime(start + 61_000)
    fail('failure 9')

    const reports = () => posted().filter((body) => body.props.type === 'error')
    await vi.waitFor(() => expect(reports()).toHaveLength(6))
    expect(reports().map((body) => body.props.errorMessage)).toEqual([
      'failure 1',
      'failure 2',
      'failure 3',
      'failure 4',
      'failure 5',
      'failure 9',
    ])
    expect(reports()[0]?.props).toMatchObject({ type: 'error', event: 'ERROR', errorType: 'CONNECT_FAILED' })
  })
})
