import { describe, expect, it, vi } from 'vitest'
import { createCloudTestPortico } from '../../cloud/createCloudTestPortico.js'
import { type FakeCloud, fakeWallets } from '../../cloud/startFakeCloud.js'
import { useFakeCloud } from '../../cloud/useFakeCloud.js'
import { fakeMainnet, fakeSepolia } from '../../conformance/fakeNetworks.js'
import { selectWalletRows } from '../connectors/selectWalletRows.js'
import { selectSearchRows } from './selectSearchRows.js'

const cloud = useFakeCloud()

const walletRequests = () => cloud().requests.filter((request) => request.path === '/getWallets')

describe('featured and recommended wallets', () => {
  it('load when the modal first opens, featured as many as the featured ids, recommended 4', async () => {
    const featuredWalletIds = ['wallet-7', 'wallet-3']
    const { portico } = createCloudTestPortico(cloud(), { featuredWalletIds })
    await portico.ready
    await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
    expect(walletRequests()).toEqual([])

    await portico.open()
    await vi.waitFor(() => expect(portico.state.listings).toHaveLength(6))
    const [featured, recommended] = walletRequests().map((request) => request.query)
    expect(featured).toMatchObject({ page: '1', entries: '2', include: 'wallet-7,wallet-3' })
    expect(recommended).toMatchObject({ page: '1', entries: '4', exclude: 'wallet-7,wallet-3' })
    expect(portico.state.listings.map((listing) => listing.id)).toEqual([
      'wallet-7',
      'wallet-3',
      'wallet-1',
      'wallet-2',
      'wallet-4',
      'wallet-5',
    ])
    expect(portico.state.listings[0]?.image_url).toBe(`${cloud().url}/getWalletImage/image-7`)

    portico.close()
    await portico.open()
    expect(walletRequests()).toHaveLength(2)
  })

  it('asks only for the 4 recommended wallets when the app features none', async () => {
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    await portico.open()
    await vi.waitFor(() => expect(portico.state.listings).toHaveLength(4))
    expect(walletRequests().map((request) => request.query.entries)).toEqual(['4'])
  })

  it("knows the registry's size from that first answer, for Connect's 'All wallets' row", async () => {
    const { portico } = createCloudTestPortico(cloud(), { featuredWalletIds: ['wallet-7'] })
    await portico.ready
    await portico.open()
    await vi.waitFor(() => expect(portico.state.listings).toHaveLength(5))
    expect(portico.state.registry.count).toBe(120)
  })
})

describe('the AllWallets list', () => {
  it('loads pages of 40 into the listings, with the paging in state.registry', async () => {
    const { portico } = createCloudTestPortico(cloud())
    expect(portico.state.registry).toMatchObject({ status: 'idle', page: 0 })
    await portico.fetchWallets({ page: 1 })
    expect(walletRequests()[0]?.query).toMatchObject({ page: '1', entries: '40', projectId: 'portico-test' })
    expect(portico.state.registry).toMatchObject({ status: 'ready', page: 1, count: 120 })
    expect(portico.state.listings).toHaveLength(40)

    await portico.fetchWallets()
    expect(walletRequests()[1]?.query).toMatchObject({ page: '2', entries: '40' })
    expect(portico.state.registry.page).toBe(2)
    expect(portico.state.listings.map((listing) => listing.id).slice(39, 41)).toEqual([
      'wallet-40',
      'wallet-41',
    ])
  })

  it("sends the app's include and exclude ids and its non-test networks as the chain filter", async () => {
    const { portico } = createCloudTestPortico(cloud(), {
      networks: [fakeMainnet, fakeSepolia],
      includeWalletIds: ['wallet-1', 'wallet-2', 'wallet-3'],
      excludeWalletIds: ['wallet-2'],
    })
    await portico.fetchWallets({ page: 1 })
    expect(walletRequests()[0]?.query).toMatchObject({
      include: 'wallet-1,wallet-2,wallet-3',
      exclude: 'wallet-2',
      chains: 'eip155:1',
    })
    expect(portico.state.listings.map((listing) => listing.id)).toEqual(['wallet-1', 'wallet-3'])
  })

  it('merges an installed wallet and its registry entry into one row, recent wallets first', async () => {
    cloud().wallets = [
      { ...fakeWallets(1)[0], id: 'fake-wallet', name: 'Fake Wallet', rdns: 'dev.portico.fake' },
      ...fakeWallets(3),
    ] as FakeCloud['wallets']
    const { portico } = createCloudTestPortico(cloud())
    await portico.ready
    portico.state.recentWallets = [{ id: 'wallet-3', name: 'Wallet 3' }]
    await portico.fetchWallets({ page: 1 })
    const rows = selectWalletRows(portico.state)
    expect(rows.map((row) => [row.name, row.group])).toEqual([
      ['Wallet 3', 'recent'],
      ['Fake Wallet', 'injected'],
      ['Wallet 1', 'recommended'],
      ['Wallet 2', 'recommended'],
    ])
    expect(rows[1]).toMatchObject({ installed: true, listing: { id: 'fake-wallet' } })
  })

  it('marks the list as failed when the cloud fails, and tries again on the next call', async () => {
    cloud().fail('/getWallets', { status: 500, body: { error: 'server_error', message: 'Server Error' } })
    const { portico, alerts } = createCloudTestPortico(cloud())
    await portico.fetchWallets({ page: 1 })
    expect(portico.state.registry.status).toBe('error')
    expect(alerts).not.toContain('SERVER_ERROR')

    cloud().fail('/getWallets', undefined)
    await portico.fetchWallets({ page: 1 })
    expect(portico.state.registry).toMatchObject({ status: 'ready', page: 1 })
    expect(portico.state.listings).toHaveLength(40)
  })
})

describe('wallet search', () => {
  const searches = () => walletRequests().filter((request) => request.query.search !== undefined)

  it('asks for 100 results once the visitor has stopped typing for 300 ms', async () => {
    const { portico } = createCloudTestPortico(cloud())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    portico.searchWallets('wal')
    portico.searchWallets('wallet 1')
    expect(portico.state.registry.search).toMatchObject({ query: 'wallet 1', status: 'waiting' })
    await vi.advanceTimersByTimeAsync(299)
    expect(searches()).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    vi.useRealTimers()
    await vi.waitFor(() => expect(portico.state.registry.search.status).toBe('ready'))
    expect(searches().map((request) => request.query)).toEqual([
      expect.objectContaining({ search: 'wallet 1', entries: '100', page: '1' }),
    ])
    expect(portico.state.registry.search.count).toBe(32)
    expect(portico.state.registry.search.results[0]?.name).toBe('Wallet 1')
  })

  it('drops the answer of a search a newer one replaced', async () => {
    const { portico } = createCloudTestPortico(cloud())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const release = cloud().hold('/getWallets')
    portico.searchWallets('wallet 1')
    await vi.advanceTimersByTimeAsync(300)
    await vi.waitFor(() => expect(searches()).toHaveLength(1))
    portico.searchWallets('wallet 99')
    await vi.advanceTimersByTimeAsync(300)
    vi.useRealTimers()
    await vi.waitFor(() => expect(portico.state.registry.search.status).toBe('ready'))
    release()
    expect(portico.state.registry.search).toMatchObject({ query: 'wallet 99', count: 1 })
    expect(portico.state.registry.search.results.map((listing) => listing.id)).toEqual(['wallet-99'])
  })

  it('clears the search for an empty query', async () => {
    const { portico } = createCloudTestPortico(cloud())
    portico.searchWallets('wallet')
    portico.searchWallets('  ')
    expect(portico.state.registry.search).toEqual({ query: '', status: 'idle', results: [], count: 0 })
  })
})

describe('search rows', () => {
  it('lists the results best match first, an installed wallet merged into its row', async () => {
    cloud().wallets = [
      ...fakeWallets(2),
      { ...fakeWallets(1)[0], id: 'fake-wallet', name: 'Fake Wallet', rdns: 'dev.portico.fake' },
    ] as FakeCloud['wallets']
    const { portico } = createCloudTestPortico(cloud(), { excludeWalletIds: ['wallet-2'] })
    await portico.ready
    portico.searchWallets('wallet')
    await vi.waitFor(() => expect(portico.state.registry.search.status).toBe('ready'))
    const rows = selectSearchRows(portico.state, { excludeWalletIds: ['wallet-2'] })
    expect(rows.map((row) => [row.name, row.installed])).toEqual([
      ['Wallet 1', false],
      ['Fake Wallet', true],
    ])
  })
})
