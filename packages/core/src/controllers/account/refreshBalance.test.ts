import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeSepolia } from '../../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { Network } from '../../types/network.js'

async function connected(parameters: { balance?: bigint; testnet?: boolean; network?: Network } = {}) {
  const adapter = createFakeAdapter({ balance: parameters.balance ?? 1_234_567_890_000_000_000n })
  const network = parameters.network ?? (parameters.testnet ? fakeSepolia : fakeMainnet)
  const storage = createMemoryBackend()
  const portico = createTestPortico({ projectId: 'p', networks: [network], adapters: [adapter], storage })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.balance).toBeDefined())
  return { adapter, portico, storage, account: () => portico.state.chains.eip155!.accountState }
}

describe('native balance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('shows the balance with 3 decimals (cut, not rounded) and the currency symbol', async () => {
    const { account } = await connected({ balance: 1_239_999_000_000_000_000n })
    expect(account().balance).toBe('1.239')
    expect(account().balanceSymbol).toBe('ETH')
  })

  it('reads the balance of a testnet account from its network, as any other', async () => {
    const { adapter, account } = await connected({ balance: 2_500_000_000_000_000_000n, testnet: true })
    expect(account().balance).toBe('2.500')
    expect(adapter.controls.callsOf('getBalance')).toMatchObject([
      { parameters: { network: { caipNetworkId: 'eip155:11155111' } } },
    ])
  })

  it("shows the network's own coin symbol, not the one the wallet or the cloud answers with", async () => {
    const labEther = { ...fakeMainnet, nativeCurrency: { name: 'Lab Ether', symbol: 'LETH', decimals: 18 } }
    const { account, portico } = await connected({ network: labEther })
    expect(account().balanceSymbol).toBe('LETH')
    await portico.refreshBalance()
    expect(account().balanceSymbol).toBe('LETH')
  })

  it("shows '0.00' on an unsupported chain", async () => {
    const { adapter, portico, account } = await connected()
    adapter.controls.changeChain(137)
    await portico.refreshBalance()
    expect(account().balance).toBe('0.00')
  })

  it('caches the balance 30 s per address and network, and stores it', async () => {
    const { adapter, portico, storage } = await connected()
    await portico.refreshBalance({ force: true })
    vi.advanceTimersByTime(29_999)
    await portico.refreshBalance()
    expect(adapter.controls.callsOf('getBalance')).toHaveLength(2)
    vi.advanceTimersByTime(1)
    await portico.refreshBalance()
    expect(adapter.controls.callsOf('getBalance')).toHaveLength(3)
    const cache = JSON.parse(storage.getItem('@portico/native_balance_cache') ?? '{}')
    expect(Object.values(cache)).toEqual([
      { timestamp: expect.any(Number), value: { balance: '1.234', symbol: 'ETH' } },
    ])
  })

  it('asks again inside the 30 s when forced', async () => {
    const { adapter, portico, account } = await connected()
    adapter.controls.wallet.balance = 5n * 10n ** 18n
    await portico.refreshBalance({ force: true })
    expect(adapter.controls.callsOf('getBalance')).toHaveLength(2)
    expect(account().balance).toBe('5.000')
  })

  it('after a failure waits at least 30 s before asking again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { adapter, portico, account } = await connected()
    adapter.controls.wallet.balanceError = new Error('rpc down')
    adapter.controls.wallet.balance = 2n * 10n ** 18n
    await portico.refreshBalance({ force: true })
    adapter.controls.wallet.balanceError = undefined
    vi.advanceTimersByTime(29_999)
    await portico.refreshBalance({ force: true })
    expect(adapter.controls.callsOf('getBalance')).toHaveLength(2)
    vi.advanceTimersByTime(1)
    await portico.refreshBalance({ force: true })
    expect(adapter.controls.callsOf('getBalance')).toHaveLength(3)
    expect(account().balance).toBe('2.000')
  })

  it('reports nothing of a read that fails after the instance is destroyed (its chain stopped with it)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { adapter, portico } = await connected()
    adapter.controls.wallet.balanceError = new Error('socket hang up')
    const pending = portico.refreshBalance({ force: true })
    portico.destroy()
    await pending
    expect(adapter.controls.callsOf('getBalance').length).toBeGreaterThan(0)
    expect(warn).not.toHaveBeenCalled()
  })
})
