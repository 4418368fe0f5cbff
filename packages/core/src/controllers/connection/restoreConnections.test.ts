import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createFakeWallet } from '../../conformance/createFakeWallet.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism, fakeSolana } from '../../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { StorageBackend } from '../../storage/StorageBackend.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function storedConnection(storage: StorageBackend) {
  storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 'fake' }))
  storage.setItem('@portico/connected_namespaces', JSON.stringify(['eip155']))
  storage.setItem('@portico/connection_status', JSON.stringify('connected'))
}

function start(options: { authorised: boolean; enableReconnect?: boolean; storage?: StorageBackend }) {
  const wallet = createFakeWallet()
  if (options.authorised) wallet.authorised.add('fake')
  const adapter = createFakeAdapter({ wallet })
  const storage = options.storage ?? createMemoryBackend()
  if (!options.storage) storedConnection(storage)
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism],
    adapters: [adapter],
    storage,
    ...(options.enableReconnect === undefined ? {} : { enableReconnect: options.enableReconnect }),
  })
  return { adapter, portico, storage }
}

describe('start-up with reconnect on', () => {
  it('turns a stored connection into connecting, then connected once the adapter reconnects', async () => {
    const { adapter, portico } = start({ authorised: true })
    const statuses: string[] = []
    portico.subscribe(() => statuses.push(portico.state.chains.eip155?.accountState.status ?? ''))
    await portico.ready
    expect(statuses).toContain('connecting')
    expect(portico.state.initialized).toBe(true)
    expect(portico.state.chains.eip155?.accountState).toMatchObject({ status: 'connected', address: ADDRESS })
    expect(adapter.controls.callsOf('reconnect')).toEqual([
      { method: 'reconnect', parameters: { connectorId: 'fake' } },
    ])
  })

  it('never reports connected from storage alone: an adapter that cannot reconnect gives disconnected', async () => {
    const { portico, storage } = start({ authorised: false })
    await portico.ready
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.activeConnectorIds).toEqual({})
    expect(storage.getItem('@portico/active_connector_ids')).toBe('{}')
  })

  it('gives disconnected when the adapter fails to reconnect', async () => {
    const { adapter, portico } = start({ authorised: true })
    adapter.reconnect = () => Promise.reject(new Error('provider gone'))
    await portico.ready
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('restores the stored network and the recent wallets', async () => {
    const storage = createMemoryBackend()
    storage.setItem('@portico/active_caip_network_id', JSON.stringify('eip155:10'))
    storage.setItem('@portico/recent_wallets', JSON.stringify([{ id: 'io.rabby', name: 'Rabby' }]))
    const { portico } = start({ authorised: false, storage })
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1')
    await portico.ready
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(portico.state.recentWallets).toEqual([{ id: 'io.rabby', name: 'Rabby' }])
  })

  it('survives garbage in storage and starts disconnected', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const storage = createMemoryBackend()
    storage.setItem('@portico/active_connector_ids', '{not json')
    storage.setItem('@portico/connected_namespaces', '42')
    storage.setItem('@portico/connections', '"nope"')
    storage.setItem('@portico/recent_wallets', '{"id":1}')
    storage.setItem('@portico/active_namespace', '"tron"')
    storage.setItem('@portico/native_balance_cache', '[1,2]')
    const { portico } = start({ authorised: true, storage })
    await portico.ready
    expect(portico.state.initialized).toBe(true)
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.recentWallets).toEqual([])
    expect(portico.state.activeNamespace).toBe('eip155')
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    warn.mockRestore()
  })

  it('ignores a stored connector id that is not a string', async () => {
    const storage = createMemoryBackend()
    storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 7 }))
    const { adapter, portico } = start({ authorised: true, storage })
    await portico.ready
    expect(adapter.controls.callsOf('reconnect')).toEqual([])
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
  })
})

describe('start-up with reconnect off', () => {
  it('disconnects every stored connection through the adapter and clears it from storage', async () => {
    const { adapter, portico, storage } = start({ authorised: true, enableReconnect: false })
    await portico.ready
    expect(adapter.controls.callsOf('reconnect')).toEqual([])
    expect(adapter.controls.callsOf('disconnect')).toEqual([
      { method: 'disconnect', parameters: { connectorId: 'fake' } },
    ])
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(storage.getItem('@portico/active_connector_ids')).toBe('{}')
    expect(storage.getItem('@portico/connected_namespaces')).toBe('[]')
    expect(storage.getItem('@portico/connection_status')).toBe('"disconnected"')
  })
})

describe('start-up of a returning visitor with several namespaces', () => {
  it.each([
    ['eip155', 'eip155:10'],
    ['solana', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
  ] as const)(
    'lands on the namespace and network used last (%s), not on the default',
    async (namespace, networkId) => {
      const storage = createMemoryBackend()
      storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 'fake', solana: 'fake' }))
      storage.setItem('@portico/active_namespace', JSON.stringify(namespace))
      storage.setItem('@portico/active_caip_network_id', JSON.stringify(networkId))
      const adapters = (['eip155', 'solana'] as const).map((ns) => {
        // Each wallet is where the visitor left it.
        const wallet = createFakeWallet({ chainId: ns === 'eip155' ? 10 : fakeSolana.id })
        wallet.authorised.add('fake')
        return createFakeAdapter({ namespace: ns, wallet })
      })
      const portico = createTestPortico({
        projectId: 'p',
        networks: [fakeMainnet, fakeOptimism, fakeSolana],
        adapters,
        storage,
        defaultNamespace: namespace === 'eip155' ? 'solana' : 'eip155',
      })
      await portico.ready
      expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
      expect(portico.state.chains.solana?.accountState.status).toBe('connected')
      expect(portico.state.activeNamespace).toBe(namespace)
      expect(portico.state.chains[namespace]?.networkState.caipNetwork?.caipNetworkId).toBe(networkId)
      expect(JSON.parse(storage.getItem('@portico/active_namespace') ?? 'null')).toBe(namespace)
      expect(JSON.parse(storage.getItem('@portico/active_caip_network_id') ?? 'null')).toBe(networkId)
    },
  )
})
