import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createCloudTestPortico, pageAt } from '../../cloud/createCloudTestPortico.js'
import { type FakeCloud, startFakeCloud } from '../../cloud/startFakeCloud.js'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { fakeMainnet, fakeSepolia } from '../../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { StorageBackend } from '../../storage/StorageBackend.js'

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
  cloud.balances = [
    {
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      address: null,
      value: 0,
      price: 0,
      quantity: { decimals: '18', numeric: '2.5' },
      iconUrl: `${cloud.url}/public/getTokenImage/ETH`,
    },
    {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      value: 0,
      price: 0,
      quantity: { decimals: '6', numeric: '10' },
      iconUrl: `${cloud.url}/public/getTokenImage/USDC`,
    },
  ]
  cloud.identity = { name: 'alice.portico.id', avatar: 'https://img.example/alice.png' }
  vi.stubGlobal('location', pageAt('https://app.example.com'))
})
afterEach(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  await cloud.stop()
})

const asked = (pattern: RegExp) => cloud.requests.filter((request) => pattern.test(request.path))
const BALANCE = /^\/v1\/account\/.+\/balance$/
const IDENTITY = /^\/v1\/identity\//

async function connectedPortico(storage: StorageBackend, networks = [fakeMainnet] as const) {
  const adapter = createFakeAdapter()
  const { portico } = createCloudTestPortico(cloud, { adapters: [adapter], networks: [...networks], storage })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  return { portico, adapter, account: () => portico.state.chains.eip155?.accountState }
}

describe('balance and identity from the blockchain API (EVM, non-test networks)', () => {
  it("shows the cloud's native balance and tokens, and the profile name and avatar", async () => {
    const { adapter, account } = await connectedPortico(createMemoryBackend())
    await vi.waitFor(() => expect(account()?.profileName).toBe('alice.portico.id'))
    expect(account()?.profileImage).toBe('https://img.example/alice.png')
    await vi.waitFor(() => expect(account()?.balance).toBe('2.500'))
    expect(account()?.balanceSymbol).toBe('ETH')
    expect(account()?.tokenBalance.map((token) => [token.symbol, token.quantity.numeric])).toEqual([
      ['ETH', '2.5'],
      ['USDC', '10'],
    ])
    expect(asked(BALANCE)[0]?.query).toMatchObject({ chainId: 'eip155:1', projectId: 'portico-test' })
    expect(adapter.controls.calls.map((call) => call.method)).not.toContain('getBalance')
  })

  it('asks nothing of the cloud on a testnet: the balance comes from the network, through the adapter', async () => {
    const { account, adapter } = await connectedPortico(createMemoryBackend(), [fakeSepolia])
    await vi.waitFor(() => expect(account()?.balance).toBe('1.000'))
    expect(adapter.controls.calls.map((call) => call.method)).toContain('getBalance')
    expect(asked(BALANCE)).toEqual([])
    expect(asked(IDENTITY)).toEqual([])
    expect(account()?.profileName).toBeUndefined()
  })

  it('keeps the portfolio and native balance 30 s', async () => {
    const start = new Date('2026-01-01T00:00:00Z').getTime()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
    const { portico, account } = await connectedPortico(createMemoryBackend())
    await vi.waitFor(() => expect(account()?.balance).toBe('2.500'))
    expect(asked(BALANCE)).toHaveLength(1)

    vi.setSystemTime(start + 29_000)
    await portico.refreshBalance()
    expect(asked(BALANCE)).toHaveLength(1)

    cloud.balances = cloud.balances.map((token) => ({
      ...token,
      quantity: { ...token.quantity, numeric: '3' },
    }))
    vi.setSystemTime(start + 31_000)
    await portico.refreshBalance()
    expect(asked(BALANCE)).toHaveLength(2)
    expect(account()?.balance).toBe('3.000')
  })

  it('a send through Portico reads the balance again at once, past the 30 s caches', async () => {
    const { portico, adapter, account } = await connectedPortico(createMemoryBackend())
    await vi.waitFor(() => expect(account()?.balance).toBe('2.500'))
    cloud.balances = cloud.balances.map((token) =>
      token.address === null ? { ...token, quantity: { ...token.quantity, numeric: '1.25' } } : token,
    )
    await portico.sendTransaction({ to: adapter.controls.wallet.accounts[0] ?? '', value: 1n })
    await vi.waitFor(() => expect(account()?.balance).toBe('1.250'))
    expect(asked(BALANCE)).toHaveLength(2)
  })

  it('keeps the identity 5 min, across page loads', async () => {
    const start = new Date('2026-01-01T00:00:00Z').getTime()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
    const storage = createMemoryBackend()
    const first = await connectedPortico(storage)
    await vi.waitFor(() => expect(first.account()?.profileName).toBe('alice.portico.id'))
    expect(asked(IDENTITY)).toHaveLength(1)

    cloud.identity = { name: 'alice-renamed.portico.id', avatar: null }
    vi.setSystemTime(start + 4 * 60_000)
    const second = await connectedPortico(storage)
    await vi.waitFor(() => expect(second.account()?.profileName).toBe('alice.portico.id'))
    expect(asked(IDENTITY)).toHaveLength(1)

    vi.setSystemTime(start + 5 * 60_000 + 1_000)
    const third = await connectedPortico(storage)
    await vi.waitFor(() => expect(third.account()?.profileName).toBe('alice-renamed.portico.id'))
    expect(third.account()?.profileImage).toBeUndefined()
    expect(asked(IDENTITY)).toHaveLength(2)
  })
})
