import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism } from '../conformance/fakeNetworks.js'
import type { AdapterContext } from '../types/adapter.js'
import type { PorticoEvent } from '../types/event.js'
import type { PorticoOptions } from '../types/options.js'

const OTHER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

async function connected(overrides: Partial<PorticoOptions> = {}) {
  const adapter = createFakeAdapter()
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism],
    adapters: [adapter],
    ...overrides,
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  return { adapter, portico, events }
}

describe('wallet-side events', () => {
  it('accountsChanged with a new address updates the account and emits ACCOUNT_CHANGED', async () => {
    const { adapter, portico, events } = await connected()
    adapter.controls.changeAccounts([OTHER])
    const account = portico.state.chains.eip155?.accountState
    expect(account?.address).toBe(OTHER)
    expect(account?.caipAddress).toBe(`eip155:1:${OTHER}`)
    expect(events).toContainEqual({ type: 'ACCOUNT_CHANGED', namespace: 'eip155', address: OTHER })
  })

  it('accountsChanged with no accounts disconnects the namespace', async () => {
    const { adapter, portico, events } = await connected()
    adapter.controls.changeAccounts([])
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(events).toContainEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'eip155' })
  })

  it('disconnect from the wallet resets the namespace', async () => {
    const { adapter, portico } = await connected()
    adapter.controls.disconnectFromWallet()
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.activeConnectorIds).toEqual({})
  })

  it('chainChanged to a known network sets it and its CAIP address', async () => {
    const { adapter, portico, events } = await connected()
    adapter.controls.changeChain('0xa')
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeOptimism)
    expect(portico.state.chains.eip155?.accountState.caipAddress).toMatch(/^eip155:10:/)
    expect(events).toContainEqual({ type: 'CHAIN_CHANGED', caipNetworkId: 'eip155:10' })
    expect(portico.state.modal.open).toBe(false)
  })

  it('chainChanged to an unknown chain sets the placeholder and opens UnsupportedChain', async () => {
    const { adapter, portico } = await connected()
    adapter.controls.changeChain(137)
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.name).toBe('Unknown Network')
    expect(portico.state.modal.open).toBe(true)
    expect(portico.state.router.view).toBe('UnsupportedChain')
    adapter.controls.changeChain(1)
    expect(portico.state.modal.open).toBe(false)
  })

  it('does not open UnsupportedChain when unsupported chains are allowed or network switching is off', async () => {
    const allowed = await connected({ allowUnsupportedChain: true })
    allowed.adapter.controls.changeChain(137)
    expect(allowed.portico.state.modal.open).toBe(false)
    const noSwitch = await connected({ enableNetworkSwitch: false })
    noSwitch.adapter.controls.changeChain(137)
    expect(noSwitch.portico.state.modal.open).toBe(false)
  })

  it('balanceChanged re-reads the balance past its 30 s cache', async () => {
    const { adapter, portico } = await connected()
    await expect.poll(() => portico.state.chains.eip155?.accountState.balance).toBe('1.000')
    adapter.controls.wallet.changeBalance(3n * 10n ** 18n)
    await expect.poll(() => portico.state.chains.eip155?.accountState.balance).toBe('3.000')
  })

  it('merges newly announced connectors into the state', async () => {
    const { adapter, portico } = await connected()
    adapter.controls.announce({
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.rabby' },
    })
    expect(portico.state.connectors.map((connector) => connector.name)).toEqual(['Fake Wallet', 'Rabby'])
  })

  it('ignores events of a connector that is not the active one', async () => {
    const adapter = createFakeAdapter()
    let emit: AdapterContext['emit'] = () => undefined
    const setup = adapter.setup.bind(adapter)
    adapter.setup = (context) => {
      emit = context.emit
      return setup(context)
    }
    const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
    await portico.ready
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    emit({ type: 'accountsChanged', connectorId: 'other', accounts: [] })
    emit({ type: 'chainChanged', connectorId: 'other', chainId: 137 })
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeMainnet)
  })
})
