import { snapshot } from 'valtio/vanilla'
import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { FAKE_ADDRESS } from '../../conformance/createFakeWallet.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism, fakeSepolia, fakeSolana } from '../../conformance/fakeNetworks.js'
import { ChainNotSupportedError } from '../../errors/ChainNotSupportedError.js'
import { UserRejectedError } from '../../errors/UserRejectedError.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { PorticoEvent } from '../../types/event.js'
import { isUnsupportedChainShown } from './isUnsupportedChainShown.js'

async function setup() {
  const adapter = createFakeAdapter()
  const storage = createMemoryBackend()
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism],
    adapters: [adapter],
    storage,
  })
  await portico.ready
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  return { adapter, portico, events, storage }
}

describe('switchNetwork', () => {
  it('when not connected just selects the network', async () => {
    const { adapter, portico, events, storage } = await setup()
    await portico.switchNetwork(fakeOptimism)
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeOptimism)
    expect(adapter.controls.callsOf('switchNetwork')).toEqual([])
    expect(events).toContainEqual({ type: 'SWITCH_NETWORK', caipNetworkId: 'eip155:10' })
    expect(storage.getItem('@portico/active_caip_network_id')).toBe('"eip155:10"')
  })

  it('when connected asks the wallet and updates the CAIP address', async () => {
    const { adapter, portico } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    await portico.switchNetwork('eip155:10')
    expect(adapter.controls.callsOf('switchNetwork')).toHaveLength(1)
    expect(adapter.controls.wallet.chainId).toBe(10)
    expect(portico.state.chains.eip155?.accountState.caipAddress).toMatch(/^eip155:10:0x/)
  })

  it("maps an unknown-chain wallet error (4902) to 'Chain is not supported' and emits SWITCH_NETWORK_ERROR", async () => {
    const { adapter, portico, events } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    adapter.controls.wallet.answer = Object.assign(new Error('Unrecognized chain'), { code: 4902 })
    const switching = portico.switchNetwork('eip155:10')
    await expect(switching).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(switching).rejects.toThrow('Chain is not supported')
    expect(events).toContainEqual({
      type: 'SWITCH_NETWORK_ERROR',
      caipNetworkId: 'eip155:10',
      message: 'Chain is not supported',
    })
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeMainnet)
  })

  it('a rejected switch is a UserRejectedError with USER_REJECTED, and the network stays', async () => {
    const { adapter, portico, events } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    adapter.controls.wallet.answer = 'reject'
    await expect(portico.switchNetwork('eip155:10')).rejects.toBeInstanceOf(UserRejectedError)
    expect(events).toContainEqual({ type: 'USER_REJECTED', method: 'switchNetwork' })
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeMainnet)
  })

  it("refuses a network the app does not have: 'Network not found', and the modal's alert 'Network Not Found'", async () => {
    const { portico, events } = await setup()
    await expect(portico.switchNetwork('eip155:137')).rejects.toThrow('Network not found')
    expect(portico.state.alert).toMatchObject({ open: true, variant: 'error', code: 'NETWORK_NOT_FOUND' })
    expect(portico.state.alert.message).toMatch(/^Network Not Found: /)
    expect(events).toContainEqual(expect.objectContaining({ type: 'ALERT', code: 'NETWORK_NOT_FOUND' }))
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeMainnet)
  })

  it("maps the wallet's invalid chain id (32603) to 'Chain is not supported', as the unknown chain (4902)", async () => {
    const { adapter, portico } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    adapter.controls.wallet.answer = Object.assign(new Error('Invalid chain id'), { code: 32603 })
    await expect(portico.switchNetwork('eip155:10')).rejects.toBeInstanceOf(ChainNotSupportedError)
  })
})

describe('addNetwork and removeNetwork', () => {
  it('adds a network to a namespace and ignores an id that is already there', async () => {
    const { portico } = await setup()
    portico.addNetwork('eip155', fakeSepolia)
    portico.addNetwork('eip155', { ...fakeSepolia, name: 'Again' })
    expect(portico.state.chains.eip155?.caipNetworks.map((network) => network.name)).toEqual([
      'Fake Mainnet',
      'Fake Optimism',
      'Fake Sepolia',
    ])
  })

  it("holds the app's network objects themselves, in the state and its snapshots, added ones too", async () => {
    const { portico } = await setup()
    portico.addNetwork('eip155', fakeSepolia)
    const chain = portico.state.chains.eip155
    expect(chain?.caipNetworks[0]).toBe(fakeMainnet)
    expect(chain?.networkState.caipNetwork).toBe(fakeMainnet)
    expect(chain?.caipNetworks[2]).toBe(fakeSepolia)
    expect(snapshot(portico.state).chains.eip155?.caipNetworks).toEqual([
      fakeMainnet,
      fakeOptimism,
      fakeSepolia,
    ])
    expect(snapshot(portico.state).chains.eip155?.caipNetworks[1]).toBe(fakeOptimism)
  })

  it('needs an adapter for the namespace: "Adapter for namespace solana doesn\'t exist"', async () => {
    const { portico } = await setup()
    expect(() => portico.addNetwork('solana', fakeSolana)).toThrow(
      "Adapter for namespace solana doesn't exist",
    )
    expect(() => portico.removeNetwork('solana', fakeSolana.caipNetworkId)).toThrow(
      "Adapter for namespace solana doesn't exist",
    )
  })

  it('removes a network; the active one gives way to the first remaining one when not connected', async () => {
    const { portico } = await setup()
    portico.removeNetwork('eip155', 'eip155:1')
    expect(portico.state.chains.eip155?.caipNetworks).toEqual([fakeOptimism])
    expect(portico.state.chains.eip155?.networkState.caipNetwork).toEqual(fakeOptimism)
  })
})

describe('UnsupportedChain rule', () => {
  it('opens UnsupportedChain when a wallet connects on a chain the app does not support', async () => {
    const { adapter, portico } = await setup()
    adapter.connect = async ({ connectorId }) => ({
      connectorId,
      address: FAKE_ADDRESS,
      accounts: [],
      chainId: 137,
    })
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(portico.state.chains.eip155?.networkState.caipNetwork?.caipNetworkId).toBe('eip155:137')
    expect(portico.state.modal.open).toBe(true)
    expect(portico.state.router.view).toBe('UnsupportedChain')
  })

  it.each([
    [{ enableNetworkSwitch: true, allowUnsupportedChain: false }, true],
    [{ enableNetworkSwitch: true, allowUnsupportedChain: true }, false],
    [{ enableNetworkSwitch: false, allowUnsupportedChain: false }, false],
  ])('applies to a connected account on an unsupported network with %o: %s', async (options, expected) => {
    const { adapter, portico } = await setup()
    await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
    expect(isUnsupportedChainShown(portico.state, options, 'eip155')).toBe(false)
    adapter.controls.changeChain(137)
    expect(isUnsupportedChainShown(portico.state, options, 'eip155')).toBe(expected)
  })

  it('does not apply when the namespace is not connected', async () => {
    const { portico } = await setup()
    expect(
      isUnsupportedChainShown(
        portico.state,
        { enableNetworkSwitch: true, allowUnsupportedChain: false },
        'eip155',
      ),
    ).toBe(false)
  })
})
