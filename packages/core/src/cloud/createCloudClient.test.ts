import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpError } from '../errors/HttpError.js'
import { createCloudClient } from './createCloudClient.js'
import { CLOUD_ERRORS, type FakeCloud, startFakeCloud } from './startFakeCloud.js'

let cloud: FakeCloud
beforeAll(async () => {
  cloud = await startFakeCloud()
})
afterAll(() => cloud.stop())

const client = () =>
  createCloudClient({ cloudUrl: `${cloud.url}/`, projectId: 'p1', sdkType: 'portico', sdkVersion: '1.2.3' })
const last = () => cloud.requests.at(-1)

describe('createCloudClient', () => {
  it('reads the remote features and the allowed origins with the project id and SDK', async () => {
    await expect(client().getConfig()).resolves.toEqual(cloud.features)
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/appkit/v1/config',
      query: { projectId: 'p1', st: 'portico', sv: '1.2.3' },
    })
    await expect(client().getOrigins()).resolves.toEqual(['https://app.example.com'])
    expect(last()?.path).toBe('/projects/v1/origins')
  })

  it('pages the registry with its filters, skipping empty ones', async () => {
    const answer = await client().getWallets({
      page: 2,
      entries: 40,
      include: [],
      exclude: ['wallet-1'],
      chains: ['eip155:1', 'eip155:10'],
      search: '',
    })
    expect(answer.count).toBe(119)
    expect(answer.data[0]?.id).toBe('wallet-42')
    expect(last()?.query).toEqual({
      projectId: 'p1',
      st: 'portico',
      sv: '1.2.3',
      page: '2',
      entries: '40',
      exclude: 'wallet-1',
      chains: 'eip155:1,eip155:10',
    })
  })

  it('builds wallet image URLs without a request', () => {
    const before = cloud.requests.length
    expect(client().getWalletImageUrl('image 1')).toBe(`${cloud.url}/getWalletImage/image%201`)
    expect(cloud.requests).toHaveLength(before)
  })

  it('reads the analytics config and posts events', async () => {
    await expect(client().getAnalyticsConfig()).resolves.toEqual({ isAnalyticsEnabled: true })
    const body = {
      eventId: '00000000-0000-4000-8000-000000000000',
      url: 'https://app.example.com/',
      domain: 'app.example.com',
      timestamp: 1,
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    await client().sendEvent(body)
    expect(last()).toMatchObject({ method: 'POST', path: '/e', query: { projectId: 'p1' }, body })
  })

  it('reads balances and identity from the blockchain API', async () => {
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    await expect(client().getBalances({ address, caipNetworkId: 'eip155:1' })).resolves.toEqual([])
    expect(last()).toMatchObject({ path: `/v1/account/${address}/balance`, query: { chainId: 'eip155:1' } })
    await expect(client().getIdentity({ address })).resolves.toEqual({ name: undefined, avatar: undefined })
    expect(last()?.path).toBe(`/v1/identity/${address}`)
  })

  it('looks names up (a 404 is no name), lists, suggests and registers them', async () => {
    const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    await expect(client().lookupName({ name: 'alice-wallet' })).resolves.toBeUndefined()
    expect(last()).toMatchObject({ path: '/v1/profile/account/alice-wallet', query: { projectId: 'p1' } })
    const message = JSON.stringify({ name: 'alice-wallet', timestamp: 1 })
    const record = await client().registerName({ coinType: 60, address, signature: '0x01', message })
    expect(record).toMatchObject({ name: 'alice-wallet.portico.id', addresses: { '60': { address } } })
    expect(last()).toMatchObject({ method: 'POST', path: '/v1/profile/account', query: { projectId: 'p1' } })
    await expect(client().lookupName({ name: 'alice-wallet.portico.id' })).resolves.toEqual(record)
    await expect(client().reverseLookupName({ address })).resolves.toEqual([record])
    expect(last()?.path).toBe(`/v1/profile/reverse/${address}`)
    await expect(client().getNameSuggestions({ name: 'alice-wallet' })).resolves.toEqual([
      { name: 'alice-wallet-id.portico.id' },
      { name: 'alice-wallet-web3.portico.id' },
    ])
  })

  it("throws an HttpError carrying the cloud's error body", async () => {
    cloud.fail('/projects/v1/origins', CLOUD_ERRORS.invalidProjectId)
    const error = await client()
      .getOrigins()
      .catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 403, body: { error: 'invalid_project_id' } })
  })
})
