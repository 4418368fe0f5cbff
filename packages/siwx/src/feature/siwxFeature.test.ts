import { createMemoryBackend, type PorticoEvent, type SiwxSession, UserRejectedError } from '@portico/core'
import {
  createFakeAdapter,
  createFakeSiwx,
  createFakeWallet,
  createTestPortico,
  FAKE_ADDRESS,
  type FakeSiwxParameters,
  fakeMainnet,
  fakeOptimism,
  fakeSolana,
} from '@portico/core/testing'
import { describe, expect, it, vi } from 'vitest'
import { siwxFeature } from './siwxFeature.js'

async function setup(parameters: FakeSiwxParameters & { accounts?: string[] } = {}) {
  const wallet = parameters.wallet ?? createFakeWallet({ accounts: parameters.accounts })
  const adapter = createFakeAdapter({ wallet })
  const config = createFakeSiwx({ ...parameters, wallet })
  const storage = createMemoryBackend()
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism],
    adapters: [adapter],
    storage,
    siwx: config,
    plugins: [siwxFeature],
  })
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  await portico.ready
  const siwx = portico.getFeature(siwxFeature)
  if (!siwx) throw new Error('siwx feature missing')
  return { wallet, adapter, config, portico, siwx, events, storage }
}

const promptOpen = (portico: { state: { modal: { open: boolean }; router: { view: string } } }) =>
  portico.state.modal.open && portico.state.router.view === 'SIWXSignMessage'

describe('sign in with X', () => {
  it('is absent without the siwx option', async () => {
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter()],
    })
    expect(portico.getFeature(siwxFeature)).toBeUndefined()
    expect(portico.state.plugins).toEqual({})
  })

  it('opens the sign-in view after a connect; signing stores a verified session and closes it', async () => {
    const { portico, siwx, config, events } = await setup({ statement: 'Welcome' })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    expect(siwx.state).toMatchObject({
      status: 'prompting',
      statement: 'Welcome',
      account: { namespace: 'eip155', address: FAKE_ADDRESS, chainId: 'eip155:1' },
    })
    const session = await siwx.signIn()
    expect(session.data).toMatchObject({ accountAddress: FAKE_ADDRESS, chainId: 'eip155:1' })
    expect(config.sessions).toEqual([session])
    expect(portico.state.modal.open).toBe(false)
    expect(siwx.state.status).toBe('idle')
    expect(siwx.state.signedIn).toEqual([`eip155:1:${FAKE_ADDRESS}`])
    expect(events).toContainEqual({
      type: 'SIWX_AUTH_SUCCESS',
      namespace: 'eip155',
      caipNetworkId: 'eip155:1',
      address: FAKE_ADDRESS,
    })
  })

  it('asks nothing after a reload when the session is valid', async () => {
    const wallet = createFakeWallet()
    const sessions: SiwxSession[] = []
    const first = await setup({ wallet, sessions })
    await first.portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(first.portico)).toBe(true))
    await first.siwx.signIn()
    first.portico.destroy()

    const adapter = createFakeAdapter({ wallet })
    const storage = first.storage
    const config = createFakeSiwx({ wallet, sessions })
    const reloaded = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet, fakeOptimism],
      adapters: [adapter],
      storage,
      siwx: config,
      plugins: [siwxFeature],
    })
    await reloaded.ready
    expect(reloaded.state.chains.eip155?.accountState.status).toBe('connected')
    await vi.waitFor(() =>
      expect(reloaded.getFeature(siwxFeature)?.state.signedIn).toEqual([`eip155:1:${FAKE_ADDRESS}`]),
    )
    expect(reloaded.state.modal.open).toBe(false)
    expect(reloaded.getFeature(siwxFeature)?.state.status).toBe('idle')
  })

  it('asks again after a reload when the visitor never signed', async () => {
    const wallet = createFakeWallet()
    const first = await setup({ wallet })
    await first.portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(first.portico)).toBe(true))
    first.portico.destroy()
    const reloaded = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter({ wallet })],
      storage: first.storage,
      siwx: createFakeSiwx({ wallet }),
      plugins: [siwxFeature],
    })
    await reloaded.ready
    await vi.waitFor(() => expect(promptOpen(reloaded)).toBe(true))
  })

  it('cancel when optional: connected without a session, and no second prompt for that account', async () => {
    const { portico, siwx, config } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    await siwx.cancel()
    expect(portico.state.modal.open).toBe(false)
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(config.sessions).toEqual([])
    await portico.switchNetwork(fakeOptimism)
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    await siwx.cancel()
    const getSessionsBefore = config.calls.filter((call) => call === 'getSessions').length
    await portico.switchNetwork(fakeMainnet)
    await vi.waitFor(() =>
      expect(config.calls.filter((call) => call === 'getSessions').length).toBeGreaterThan(getSessionsBefore),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(portico.state.modal.open).toBe(false)
    expect(siwx.state.account).toBeUndefined()
  })

  it('closing the view when optional counts as a cancel', async () => {
    const { portico, siwx } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    portico.close()
    expect(portico.state.modal.open).toBe(false)
    expect(siwx.state.status).toBe('idle')
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
  })

  it('cancel when required and never signed: disconnected', async () => {
    const { portico, siwx, events } = await setup({ required: true })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    expect(siwx.state.required).toBe(true)
    await siwx.cancel()
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.modal.open).toBe(false)
    expect(events).toContainEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'eip155' })
  })

  it('cannot be closed while required and without a session', async () => {
    const { portico } = await setup({ required: true })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    expect(portico.canClose()).toBe(false)
    portico.close()
    expect(promptOpen(portico)).toBe(true)
  })

  it('cancel when required with a session on another network: back to that network', async () => {
    const { portico, siwx } = await setup({ required: true })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    await siwx.signIn()
    await portico.switchNetwork(fakeOptimism)
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    expect(siwx.state.account?.chainId).toBe('eip155:10')
    await siwx.cancel()
    await vi.waitFor(() =>
      expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:1'),
    )
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(portico.state.modal.open).toBe(false)
  })

  it('a rejected signature shows the error and keeps the view; a retry signs once, without a loop', async () => {
    const { portico, siwx, wallet, adapter, events } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    wallet.answer = 'reject'
    await expect(siwx.signIn()).rejects.toBeInstanceOf(UserRejectedError)
    expect(siwx.state.status).toBe('error')
    expect(siwx.state.error).toBe('User rejected the request')
    expect(promptOpen(portico)).toBe(true)
    expect(events.filter((event) => event.type === 'SIWX_AUTH_ERROR')).toHaveLength(1)
    expect(adapter.controls.callsOf('signMessage')).toHaveLength(1)
    wallet.answer = 'approve'
    await siwx.signIn()
    expect(adapter.controls.callsOf('signMessage')).toHaveLength(2)
    expect(portico.state.modal.open).toBe(false)
  })

  it('a signature that does not verify is an error, the session is not stored', async () => {
    const { portico, siwx, config } = await setup()
    config.signMessage = async () => '0xforged'
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    await expect(siwx.signIn()).rejects.toMatchObject({ code: 'SIWX_SIGNATURE_INVALID' })
    expect(config.sessions).toEqual([])
    expect(siwx.state.status).toBe('error')
  })

  it('asks the wallet once when Sign is pressed twice', async () => {
    const { portico, siwx, wallet, adapter } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    wallet.hold()
    const first = siwx.signIn()
    const second = siwx.signIn()
    await vi.waitFor(() => expect(adapter.controls.callsOf('signMessage')).toHaveLength(1))
    wallet.release()
    await Promise.all([first, second])
    expect(adapter.controls.callsOf('signMessage')).toHaveLength(1)
  })

  it('a new account without a session is asked once', async () => {
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const { portico, siwx, adapter, config } = await setup({ accounts: [FAKE_ADDRESS, other] })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    await siwx.signIn()
    adapter.controls.changeAccounts([other])
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    expect(siwx.state.account?.address).toBe(other)
    await siwx.signIn()
    expect(config.sessions.map((session) => session.data.accountAddress)).toEqual([FAKE_ADDRESS, other])
    adapter.controls.changeAccounts([FAKE_ADDRESS])
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.address).toBe(FAKE_ADDRESS))
    expect(portico.state.modal.open).toBe(false)
  })

  it('skips an unsupported network', async () => {
    const { portico, adapter, config } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    await portico.getFeature(siwxFeature)?.signIn()
    const reads = config.calls.filter((call) => call === 'getSessions').length
    adapter.controls.changeChain(999)
    await vi.waitFor(() => expect(portico.state.router.view).toBe('UnsupportedChain'))
    expect(config.calls.filter((call) => call === 'getSessions').length).toBe(reads)
  })

  it('signs out on disconnect by default, and keeps the session with signOutOnDisconnect false', async () => {
    const signedOut = await setup()
    await signedOut.portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(signedOut.portico)).toBe(true))
    await signedOut.siwx.signIn()
    await signedOut.portico.disconnect()
    await vi.waitFor(() => expect(signedOut.config.sessions).toEqual([]))
    expect(signedOut.siwx.state.signedIn).toEqual([])

    const kept = await setup({ signOutOnDisconnect: false })
    await kept.portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await vi.waitFor(() => expect(promptOpen(kept.portico)).toBe(true))
    await kept.siwx.signIn()
    kept.adapter.controls.disconnectFromWallet()
    await vi.waitFor(() => expect(kept.portico.state.chains.eip155?.accountState.status).toBe('disconnected'))
    expect(kept.config.sessions).toHaveLength(1)
    expect(kept.config.calls).not.toContain('revokeSession')
  })

  it('one prompt at a time across namespaces: the second waits for the first', async () => {
    const evmWallet = createFakeWallet()
    const solanaWallet = createFakeWallet({
      accounts: ['So1anaAccount111111111111111111111111111111'],
      chainId: fakeSolana.id,
    })
    const storage = createMemoryBackend()
    const options = {
      projectId: 'p',
      networks: [fakeMainnet, fakeSolana] as const,
      storage,
    }
    const first = createTestPortico({
      ...options,
      adapters: [
        createFakeAdapter({ wallet: evmWallet }),
        createFakeAdapter({ namespace: 'solana', wallet: solanaWallet }),
      ],
    })
    await first.ready
    await first.connect({ connectorId: 'fake', namespace: 'eip155' })
    await first.connect({ connectorId: 'fake', namespace: 'solana' })
    first.destroy()

    const config = createFakeSiwx()
    const portico = createTestPortico({
      ...options,
      adapters: [
        createFakeAdapter({ wallet: evmWallet }),
        createFakeAdapter({ namespace: 'solana', wallet: solanaWallet }),
      ],
      siwx: config,
      plugins: [siwxFeature],
    })
    await portico.ready
    const siwx = portico.getFeature(siwxFeature)
    if (!siwx) throw new Error('siwx feature missing')
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    const firstNamespace = siwx.state.account?.namespace
    await siwx.signIn()
    await vi.waitFor(() => expect(promptOpen(portico)).toBe(true))
    expect(siwx.state.account?.namespace).not.toBe(firstNamespace)
    await siwx.signIn()
    expect(config.sessions.map((session) => session.data.chainId).sort()).toEqual(
      ['eip155:1', fakeSolana.caipNetworkId].sort(),
    )
    expect(portico.state.modal.open).toBe(false)
  })
})
