import { describe, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism } from '../../conformance/fakeNetworks.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { PorticoEvent } from '../../types/event.js'

async function setup() {
  const adapter = createFakeAdapter()
  const storage = createMemoryBackend()
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism],
    adapters: [adapter],
    storage,
  })
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  await portico.ready
  return { adapter, storage, portico, events }
}

describe('connect', () => {
  it('goes connecting then connected, with address, CAIP address, wallet info and active connector', async () => {
    const { portico } = await setup()
    const account = portico.state.chains.eip155!.accountState
    const connecting = portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(account.status).toBe('connecting')
    await connecting
    const after = portico.state.chains.eip155!.accountState
    expect(after.status).toBe('connected')
    expect(after.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(after.caipAddress).toBe('eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    expect(after.connectedWalletInfo).toEqual({
      name: 'Fake Wallet',
      connectorId: 'fake',
      rdns: 'dev.portico.fake',
      type: 'ANNOUNCED',
    })
    expect(portico.state.activeConnectorIds).toEqual({ eip155: 'fake' })
    expect(portico.state.connectorStatus.fake).toBe('active')
    expect(portico.state.connections.eip155).toEqual([
      {
        connectorId: 'fake',
        accounts: [{ address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', type: 'eoa' }],
        caipNetwork: fakeMainnet,
      },
    ])
  })

  it('emits CONNECT_SUCCESS with the wallet name and address', async () => {
    const { portico, events } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(events).toContainEqual({
      type: 'CONNECT_SUCCESS',
      name: 'Fake Wallet',
      connectorId: 'fake',
      namespace: 'eip155',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
  })

  it('puts the wallet first in the recent wallets, kept to 2, and stores them', async () => {
    const { portico, storage } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(portico.state.recentWallets).toEqual([
      { id: 'dev.portico.fake', name: 'Fake Wallet', rdns: 'dev.portico.fake' },
    ])
    expect(JSON.parse(storage.getItem('@portico/recent_wallets') ?? 'null')).toEqual(
      portico.state.recentWallets,
    )
  })

  it('turns a rejection (4001) into a UserRejectedError, goes back to disconnected and emits USER_REJECTED', async () => {
    const { adapter, portico, events } = await setup()
    adapter.controls.wallet.answer = 'reject'
    await expect(portico.connect({ connectorId: 'fake', namespace: 'eip155' })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(events).toContainEqual({ type: 'USER_REJECTED', connectorId: 'fake' })
    expect(events).toContainEqual({
      type: 'CONNECT_ERROR',
      connectorId: 'fake',
      namespace: 'eip155',
      message: 'User rejected the request',
    })
  })

  it('reports another wallet failure with its message and stays disconnected', async () => {
    const { adapter, portico, events } = await setup()
    adapter.controls.wallet.answer = new Error('Wallet is locked')
    await expect(portico.connect({ connectorId: 'fake', namespace: 'eip155' })).rejects.toThrow(
      'Wallet is locked',
    )
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(events).toContainEqual({
      type: 'CONNECT_ERROR',
      connectorId: 'fake',
      namespace: 'eip155',
      message: 'Wallet is locked',
    })
  })

  it('connects a wallet on an unknown chain on the unsupported-network placeholder', async () => {
    const { adapter, portico } = await setup()
    adapter.controls.wallet.chainId = 999
    portico.removeNetwork('eip155', 'eip155:1')
    portico.removeNetwork('eip155', 'eip155:10')
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    const network = portico.state.chains.eip155?.networkState.caipNetwork
    expect(network?.caipNetworkId).toBe('eip155:999')
    expect(network?.name).toBe('Unknown Network')
  })
})

describe('connector status', () => {
  it('marks the active connector active and, without multi-wallet, the one it replaces disconnected', async () => {
    const adapter = createFakeAdapter({
      connectors: [
        { id: 'fake', name: 'Fake Wallet', type: 'ANNOUNCED', chain: 'eip155' },
        { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
      ],
    })
    const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
    await portico.ready
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await portico.connect({ connectorId: 'io.rabby', namespace: 'eip155' })
    expect(portico.state.connectorStatus).toEqual({ fake: 'disconnected', 'io.rabby': 'active' })
    expect(portico.state.activeConnectorIds).toEqual({ eip155: 'io.rabby' })
    expect(portico.state.connections.eip155?.map((connection) => connection.connectorId)).toEqual([
      'io.rabby',
    ])
  })
})

describe('connecting another account', () => {
  it('starts the account clean: the balance of the previous account does not linger', async () => {
    const { adapter, portico } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await expect.poll(() => portico.state.chains.eip155?.accountState.balance).toBe('1.000')
    adapter.controls.wallet.accounts = ['0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']
    adapter.controls.wallet.balanceError = new Error('rpc down')
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled())
    expect(portico.state.chains.eip155?.accountState.balance).toBeUndefined()
    vi.restoreAllMocks()
  })
})

describe('a connect asked before start-up finished', () => {
  it("waits for start-up: the stored connection's failed restore does not undo it", async () => {
    const storage = createMemoryBackend()
    storage.setItem('@portico/active_connector_ids', JSON.stringify({ eip155: 'fake' }))
    storage.setItem('@portico/connected_namespaces', JSON.stringify(['eip155']))
    const adapter = createFakeAdapter()
    // The stored session is gone: its restore ends the namespace disconnected.
    adapter.reconnect = () => Promise.reject(new Error('session gone'))
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet, fakeOptimism],
      adapters: [adapter],
      storage,
    })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await portico.ready
    expect(portico.state.initialized).toBe(true)
    expect(portico.state.chains.eip155!.accountState).toMatchObject({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    })
    expect(portico.state.activeConnectorIds).toEqual({ eip155: 'fake' })
  })
})
