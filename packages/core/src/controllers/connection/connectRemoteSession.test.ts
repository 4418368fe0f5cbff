import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createFakeAdapter, type FakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism, fakeSolana } from '../../conformance/fakeNetworks.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { PorticoEvent } from '../../types/event.js'
import type { FeatureContext, PorticoFeature } from '../../types/feature.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { RemoteSession, RemoteSessionEvent } from '../../types/remoteSession.js'

// WalletConnect's basic view, as `@portico/walletconnect` declares it.
declare module '../../types/view.js' {
  interface PorticoViews {
    ConnectingWalletConnectBasic: undefined
  }
}

const EVM_ADDRESS = '0x00000000000000000000000000000000000000aa'
const SOLANA_ADDRESS = 'So1anaRem0te'

/** A remote wallet's session held in memory: the wallet's side is `emit`. */
function createSession() {
  const listeners = new Set<(event: RemoteSessionEvent) => void>()
  const disconnect = vi.fn(async () => undefined)
  const session: RemoteSession = {
    connectorId: 'walletConnect',
    peer: { name: 'Phone Wallet', icon: 'https://wallet.test/icon.png' },
    namespaces: {
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        accounts: [`eip155:10:${EVM_ADDRESS}`],
        methods: [],
        events: [],
      },
      solana: { chains: [fakeSolana.caipNetworkId], accounts: [], methods: [], events: [] },
      bip122: { chains: ['bip122:000000000019d6689c085ae165831e93'], accounts: [], methods: [], events: [] },
    },
    request: async () => null,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    disconnect,
  }
  const emit = (event: RemoteSessionEvent) => {
    for (const listener of listeners) listener(event)
  }
  return { session, disconnect, emit, listeners }
}

type ConnectSession = NonNullable<ChainAdapter['connectSession']>

/** A fake adapter that also takes part in remote sessions (`sessionMock` is its connectSession). */
function withSession(adapter: FakeAdapter, address: string) {
  const sessionMock = vi.fn<ConnectSession>(async ({ session, network }) => ({
    connectorId: session.connectorId,
    address,
    accounts: [{ address, type: 'eoa' as const }],
    chainId: network?.id ?? 1,
  }))
  adapter.connectSession = sessionMock
  return Object.assign(adapter, { sessionMock })
}

function remoteFeature(settled: [ChainNamespace, string][] = []) {
  const holder: { context?: FeatureContext } = {}
  const feature: PorticoFeature = {
    id: 'remote',
    remoteConnectorId: 'walletConnect',
    basicConnectView: 'ConnectingWalletConnectBasic',
    create(context) {
      holder.context = context
      return { api: {}, onAccountSettled: (namespace, reason) => settled.push([namespace, reason]) }
    },
  }
  return { feature, holder }
}

async function setUp(parameters: { storage?: ReturnType<typeof createMemoryBackend> } = {}) {
  const evm = withSession(createFakeAdapter(), EVM_ADDRESS)
  const solana = withSession(
    createFakeAdapter({ namespace: 'solana', accounts: ['So1anaInjected'], chainId: fakeSolana.id }),
    SOLANA_ADDRESS,
  )
  const settled: [ChainNamespace, string][] = []
  const { feature, holder } = remoteFeature(settled)
  const storage = parameters.storage ?? createMemoryBackend()
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism, fakeSolana],
    adapters: [evm, solana],
    plugins: [feature],
    storage,
  })
  await portico.ready
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  const context = holder.context
  if (!context) throw new Error('the feature was not created')
  return { evm, solana, portico, context, events, settled, storage }
}

describe('FeatureContext.connectSession (remote wallets)', () => {
  it('connects each namespace of the session whose adapter takes part, as a connect does', async () => {
    const { evm, solana, portico, context, events, settled } = await setUp()
    await portico.open()
    const remote = createSession()
    const connected = await context.connectSession(remote.session)

    expect(connected.sort()).toEqual(['eip155', 'solana'])
    expect(evm.sessionMock).toHaveBeenCalledWith({ session: remote.session, network: fakeMainnet })
    const evmAccount = portico.state.chains.eip155?.accountState
    expect(evmAccount?.status).toBe('connected')
    expect(evmAccount?.address).toBe(EVM_ADDRESS)
    expect(evmAccount?.connectedWalletInfo).toMatchObject({
      name: 'Phone Wallet',
      icon: 'https://wallet.test/icon.png',
      connectorId: 'walletConnect',
      type: 'WALLET_CONNECT',
    })
    expect(portico.state.chains.solana?.accountState.address).toBe(SOLANA_ADDRESS)
    expect(portico.state.activeConnectorIds).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
    expect(events).toContainEqual({
      type: 'CONNECT_SUCCESS',
      name: 'Phone Wallet',
      connectorId: 'walletConnect',
      namespace: 'eip155',
      address: EVM_ADDRESS,
    })
    expect(portico.state.modal.open).toBe(false)
    expect(settled.sort()).toEqual([
      ['eip155', 'connect'],
      ['solana', 'connect'],
    ])
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.balance).toBeDefined())
    expect(solana.controls.callsOf('connect')).toEqual([])
  })

  it("shows an embedded wallet's session as the AUTH connector type", async () => {
    const { portico, context } = await setUp()
    await context.connectSession({ ...createSession().session, connectorType: 'AUTH' })
    expect(portico.state.chains.eip155?.accountState.connectedWalletInfo?.type).toBe('AUTH')
    expect(portico.state.chains.solana?.accountState.connectedWalletInfo?.type).toBe('AUTH')
  })

  it('keeps the namespace the visitor was on active, in storage too, so a reload lands on it again', async () => {
    const storage = createMemoryBackend()
    const { portico, context } = await setUp({ storage })
    expect(portico.state.activeNamespace).toBe('eip155')
    await context.connectSession(createSession().session)
    expect(portico.state.activeNamespace).toBe('eip155')
    expect(JSON.parse(storage.getItem('@portico/active_namespace') ?? 'null')).toBe('eip155')
  })

  it('with silent, applies the session as a start-up reconnect: no connect event, the modal untouched', async () => {
    const { portico, context, events, settled } = await setUp()
    await portico.open()
    await context.connectSession(createSession().session, { silent: true })
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(events.some((event) => event.type === 'CONNECT_SUCCESS')).toBe(false)
    expect(portico.state.modal.open).toBe(true)
    expect(settled).toContainEqual(['eip155', 'restore'])
  })

  it('disconnecting one namespace disconnects all of the session and ends it once', async () => {
    const { evm, solana, portico, context, events } = await setUp()
    const remote = createSession()
    await context.connectSession(remote.session)
    await portico.disconnect({ namespace: 'solana' })

    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
    expect(evm.controls.callsOf('disconnect')).toEqual([
      { method: 'disconnect', parameters: { connectorId: 'walletConnect' } },
    ])
    expect(solana.controls.callsOf('disconnect')).toHaveLength(1)
    expect(remote.disconnect).toHaveBeenCalledTimes(1)
    expect(remote.listeners.size).toBe(0)
    expect(events).toContainEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'eip155' })
  })

  it("the wallet's session_delete disconnects every namespace without ending the session again", async () => {
    const { portico, context, events } = await setUp()
    const remote = createSession()
    await context.connectSession(remote.session)
    remote.emit({ type: 'deleted' })

    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
    expect(events).toContainEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'solana' })
    expect(remote.disconnect).not.toHaveBeenCalled()
  })

  it('rejects with the adapter error when no namespace connects, leaving them disconnected', async () => {
    const { evm, solana, portico, context, events } = await setUp()
    evm.sessionMock.mockRejectedValueOnce(new Error('no eip155 account'))
    solana.sessionMock.mockRejectedValueOnce(new Error('no solana account'))
    await expect(context.connectSession(createSession().session)).rejects.toThrow()
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(events.filter((event) => event.type === 'CONNECT_ERROR')).toHaveLength(2)
  })

  it('start-up leaves a stored connection of the remote connector to its feature (no adapter reconnect)', async () => {
    const storage = createMemoryBackend()
    const first = await setUp({ storage })
    await first.context.connectSession(createSession().session)
    first.portico.destroy()

    const second = await setUp({ storage })
    expect(second.evm.controls.callsOf('reconnect')).toEqual([])
    expect(second.portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    await second.context.connectSession(createSession().session, { silent: true })
    expect(second.portico.state.chains.eip155?.accountState.status).toBe('connected')
  })
})

describe('the pending connection of a remote session (state.connectAttempt, as connectWallet writes it)', () => {
  it('goes connecting and waiting in the call that connects it, then connected', async () => {
    const { portico, context } = await setUp()
    const connecting = context.connectSession(createSession().session)
    expect(portico.state.chains.eip155?.accountState.status).toBe('connecting')
    expect(portico.state.chains.solana?.accountState.status).toBe('connecting')
    expect(portico.state.connectAttempt).toEqual({
      connectorId: 'walletConnect',
      namespace: 'eip155',
      status: 'waiting',
    })
    await connecting
    expect(portico.state.connectAttempt).toEqual({
      connectorId: 'walletConnect',
      namespace: 'eip155',
      status: 'connected',
    })
  })

  it('a declined session ends the attempt rejected, each namespace back where it was', async () => {
    const { evm, solana, portico, context } = await setUp()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    const declined = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    evm.sessionMock.mockRejectedValueOnce(declined)
    solana.sessionMock.mockRejectedValueOnce(declined)
    const connecting = context.connectSession(createSession().session)
    expect(portico.state.chains.eip155?.accountState.status).toBe('connecting')
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedError)
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(portico.state.chains.eip155?.accountState.connectedWalletInfo?.connectorId).toBe('fake')
    expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
    expect(portico.state.connectAttempt).toMatchObject({ connectorId: 'walletConnect', status: 'rejected' })
    expect(portico.state.connectAttempt?.error).toBeInstanceOf(UserRejectedError)
  })

  it('a silent reconnect writes no attempt (it is not a connect the visitor asked for)', async () => {
    const { portico, context } = await setUp()
    await context.connectSession(createSession().session, { silent: true })
    expect(portico.state.connectAttempt).toBeUndefined()
  })

  it('a connect asked before start-up finishes waits for it: the session reaches an adapter once it is set up', async () => {
    const storage = createMemoryBackend()
    const first = await setUp({ storage })
    await first.portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    first.portico.destroy()

    const evm = withSession(createFakeAdapter(), EVM_ADDRESS)
    const solana = withSession(
      createFakeAdapter({ namespace: 'solana', accounts: ['So1anaInjected'], chainId: fakeSolana.id }),
      SOLANA_ADDRESS,
    )
    // The EVM adapter's set-up takes until the test lets it finish.
    let finishSetup = () => {}
    const setupDone = new Promise<void>((resolve) => {
      finishSetup = resolve
    })
    const setup = evm.setup.bind(evm)
    evm.setup = async (value) => {
      await setupDone
      return setup(value)
    }
    const { feature, holder } = remoteFeature()
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet, fakeOptimism, fakeSolana],
      adapters: [evm, solana],
      plugins: [feature],
      storage,
    })
    const connecting = holder.context?.connectSession(createSession().session)
    expect(portico.state.connectAttempt?.status).toBe('waiting')
    // The session's code has loaded and a turn has passed: still waiting for the EVM adapter's set-up.
    await import('./connectRemoteSession.js')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(evm.sessionMock).not.toHaveBeenCalled()
    expect(portico.state.chains.eip155?.accountState.status).toBe('connecting')
    finishSetup()
    await portico.ready
    await connecting
    expect(portico.state.chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
    })
    expect(portico.state.activeConnectorIds).toEqual({ eip155: 'walletConnect', solana: 'walletConnect' })
    expect(portico.state.connectAttempt?.status).toBe('connected')
    portico.destroy()
  })
})

/** A chain's JSON-RPC endpoint on 127.0.0.1 that answers eth_getBalance with 1.5 ether; returns its URL. */
async function startBalanceRpc(): Promise<string> {
  const server = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x14d1120d7b160000' }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('adapters: [] (wallet connection only)', () => {
  it('is accepted when a remote-wallet feature is given, and refused without one', async () => {
    const { feature } = remoteFeature()
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [],
      plugins: [feature],
    })
    await portico.ready
    expect(portico.state.initialized).toBe(true)
    expect(() => createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [] })).toThrow(
      'adapters is empty',
    )
  })

  it("connects the session's account, signs and switches networks over the session, and the modal closes", async () => {
    const { feature, holder } = remoteFeature()
    const rpcUrls = { default: { http: [await startBalanceRpc()] } }
    const portico = createTestPortico({
      projectId: 'p',
      networks: [
        { ...fakeMainnet, rpcUrls },
        { ...fakeOptimism, rpcUrls },
      ],
      adapters: [],
      plugins: [feature],
    })
    await portico.ready
    const { session, emit } = createSession()
    const requests: { chainId: string; method: string; params: unknown }[] = []
    const request = async (parameters: { chainId: string; method: string; params: unknown }) => {
      requests.push(parameters)
      return parameters.method === 'personal_sign' ? '0x5167' : null
    }
    await portico.open()
    expect(portico.state.router.view).toBe('ConnectingWalletConnectBasic')

    await holder.context?.connectSession({ ...session, request })
    expect(portico.state.activeNamespace).toBe('eip155')
    expect(portico.state.chains.eip155?.accountState).toMatchObject({
      status: 'connected',
      address: EVM_ADDRESS,
    })
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(portico.state.modal.open).toBe(false)
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.balance).toBe('1.500'))

    await expect(portico.signMessage({ message: 'hi' })).resolves.toBe('0x5167')
    expect(requests[0]).toEqual({
      chainId: 'eip155:10',
      method: 'personal_sign',
      params: ['0x6869', EVM_ADDRESS],
    })

    await portico.switchNetwork({ ...fakeMainnet, rpcUrls })
    expect(requests[1]).toEqual({
      chainId: 'eip155:10',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x1' }],
    })
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1')

    // The wallet moving to another chain on its side moves the widget along.
    emit({ type: 'chainChanged', chainId: 'eip155:10' })
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:10')
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.balance).toBe('1.500'))
    portico.destroy()
  })
})
