// @vitest-environment node

import type { WalletConnection } from '@portico/core'
import { createFakeAdapter, fakeMainnet, fakeSepolia } from '@portico/core/testing'
import { createCloudTestPortico, useFakeCloud } from '@portico/core/testing/cloud'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConnectionNotFoundError } from './ConnectionNotFoundError.js'
import { createMultiWallet } from './createMultiWallet.js'

// biome-ignore lint/correctness/useHookAtTopLevel: vitest's set-up of a fake cloud per test, not a React hook
const cloud = useFakeCloud()
const instances: { destroy(): void }[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
})

const FIRST = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const THIRD = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** Two EVM wallets of one adapter, each with its own account, on a project with multiWallet on or off. */
async function setup(multiWallet: boolean, network = fakeMainnet) {
  cloud().features = { ...cloud().features, multiWallet }
  const adapter = createFakeAdapter({
    connectors: [
      { id: 'first', name: 'First Wallet', type: 'ANNOUNCED', chain: 'eip155', info: { icon: 'data:,1' } },
      { id: 'second', name: 'Second Wallet', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'third', name: 'Third Wallet', type: 'ANNOUNCED', chain: 'eip155' },
    ],
    accountsByConnector: { first: [FIRST], second: [SECOND], third: [THIRD] },
  })
  const { portico, alerts } = createCloudTestPortico(cloud(), { adapters: [adapter], networks: [network] })
  instances.push(portico)
  await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
  await portico.ready
  await portico.connect({ connectorId: 'first', namespace: 'eip155' })
  await portico.connect({ connectorId: 'second', namespace: 'eip155' })
  return { adapter, portico, alerts, wallets: createMultiWallet(portico) }
}

const summary = (connections: WalletConnection[]) =>
  connections.map(({ connectorId, address, active }) => ({ connectorId, address, active }))

describe('multi-wallet with the multiWallet remote feature', () => {
  it('keeps two connections of one namespace, the last connected active, each with its wallet', async () => {
    const { portico, wallets } = await setup(true)
    expect(wallets.isEnabled()).toBe(true)
    const connections = await wallets.getConnections('eip155')
    expect(summary(connections)).toEqual([
      { connectorId: 'second', address: SECOND, active: true },
      { connectorId: 'first', address: FIRST, active: false },
    ])
    expect(connections[1]?.wallet).toEqual({ name: 'First Wallet', icon: 'data:,1' })
    expect(connections[1]?.caipAddress).toBe(`eip155:1:${FIRST}`)
    expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND)
    await expect(wallets.getBalance({ connectorId: 'first' })).resolves.toEqual({
      balance: '1.000',
      symbol: 'ETH',
    })
  })

  it("reads a kept connection's balance on a testnet from its network", async () => {
    const { wallets } = await setup(true, fakeSepolia)
    await expect(wallets.getBalance({ connectorId: 'first' })).resolves.toEqual({
      balance: '1.000',
      symbol: 'ETH',
    })
  })

  it('switches the active connection without a prompt: the account and signatures follow', async () => {
    const { adapter, portico, wallets } = await setup(true)
    await portico.open()
    adapter.controls.wallet.answer = 'reject'
    await wallets.switchConnection({ namespace: 'eip155', connectorId: 'first' })
    expect(portico.state.chains.eip155?.accountState.address).toBe(FIRST)
    expect(portico.state.activeConnectorIds.eip155).toBe('first')
    expect(portico.state.modal.open).toBe(true)
    expect(summary(await wallets.getConnections())).toEqual([
      { connectorId: 'first', address: FIRST, active: true },
      { connectorId: 'second', address: SECOND, active: false },
    ])
    adapter.controls.wallet.answer = 'approve'
    const signature = await portico.signMessage({ message: 'hello' })
    expect(adapter.controls.wallet.verifySignature('hello', signature, FIRST)).toBe(true)
  })

  it('disconnects one connection and keeps the other; deleting the active one switches to the next', async () => {
    const { adapter, portico, wallets } = await setup(true)
    await wallets.deleteConnection({ connectorId: 'first' })
    expect(summary(await wallets.getConnections())).toEqual([
      { connectorId: 'second', address: SECOND, active: true },
    ])
    expect([...adapter.controls.connectedIds]).toEqual(['second'])
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')

    await portico.connect({ connectorId: 'first', namespace: 'eip155' })
    await wallets.deleteConnection({ connectorId: 'first' })
    expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND)
    expect(summary(await wallets.getConnections())).toEqual([
      { connectorId: 'second', address: SECOND, active: true },
    ])

    await wallets.deleteConnection({ connectorId: 'second' })
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(await wallets.getConnections()).toEqual([])
  })

  it('disconnecting the namespace ends every kept connection at its wallet too', async () => {
    const { adapter, portico, wallets } = await setup(true)
    await portico.disconnect({ namespace: 'eip155' })
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(await wallets.getConnections()).toEqual([])
    expect(adapter.controls.callsOf('disconnect').map((call) => call.parameters)).toEqual([
      { connectorId: 'second' },
      { connectorId: 'first' },
    ])
    expect([...adapter.controls.connectedIds]).toEqual([])
  })

  it('tells subscribers when the connections change', async () => {
    const { wallets } = await setup(true)
    const heard: string[][] = []
    const stop = wallets.subscribeConnections((connections) =>
      heard.push(connections.map((entry) => `${entry.connectorId}${entry.active ? '*' : ''}`)),
    )
    await wallets.switchConnection({ connectorId: 'first' })
    await vi.waitFor(() => expect(heard.at(-1)).toEqual(['first*', 'second']))
    await wallets.deleteConnection({ connectorId: 'second' })
    await vi.waitFor(() => expect(heard.at(-1)).toEqual(['first*']))
    stop()
  })

  it("follows a kept wallet's account change, the active account untouched, and keeps it for the next visit", async () => {
    const { adapter, portico, wallets } = await setup(true)
    const OTHER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
    adapter.controls.changeConnectorAccounts('first', [OTHER])
    await vi.waitFor(async () =>
      expect(summary(await wallets.getConnections())).toEqual([
        { connectorId: 'second', address: SECOND, active: true },
        { connectorId: 'first', address: OTHER, active: false },
      ]),
    )
    expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND)
    await vi.waitFor(() =>
      expect(portico.state.connections.eip155?.[1]?.accounts).toEqual([{ address: OTHER, type: 'eoa' }]),
    )
  })

  it('when the active wallet disconnects itself, a kept one becomes active without a prompt and the rest stay', async () => {
    const { adapter, portico, wallets } = await setup(true)
    await portico.connect({ connectorId: 'third', namespace: 'eip155' })
    adapter.controls.wallet.answer = 'reject'
    adapter.controls.disconnectConnector('third')
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND))
    expect(portico.state.chains.eip155?.accountState.status).toBe('connected')
    expect(summary(await wallets.getConnections())).toEqual([
      { connectorId: 'second', address: SECOND, active: true },
      { connectorId: 'first', address: FIRST, active: false },
    ])
    expect([...adapter.controls.connectedIds].sort()).toEqual(['first', 'second'])
    adapter.controls.wallet.answer = 'approve'
    const signature = await portico.signMessage({ message: 'hello' })
    expect(adapter.controls.wallet.verifySignature('hello', signature, SECOND)).toBe(true)

    // The last one leaving disconnects the namespace as before.
    adapter.controls.disconnectConnector('second')
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.address).toBe(FIRST))
    adapter.controls.disconnectConnector('first')
    await vi.waitFor(() => expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected'))
    expect(await wallets.getConnections()).toEqual([])
  })

  it('drops a kept connection its wallet ended, and a connection it does not keep is a clear error', async () => {
    const { adapter, portico, wallets } = await setup(true)
    adapter.controls.disconnectConnector('first')
    await vi.waitFor(async () =>
      expect(summary(await wallets.getConnections())).toEqual([
        { connectorId: 'second', address: SECOND, active: true },
      ]),
    )
    expect(portico.state.connections.eip155?.map((entry) => entry.connectorId)).toEqual(['second'])
    await expect(wallets.switchConnection({ connectorId: 'first' })).rejects.toBeInstanceOf(
      ConnectionNotFoundError,
    )
  })
})

describe('multi-wallet without the multiWallet remote feature', () => {
  it("keeps only the active connection, shows 'Multi-Wallet Not Enabled' once and returns empty results", async () => {
    const { adapter, portico, alerts, wallets } = await setup(false)
    expect(portico.state.connections.eip155?.map((entry) => entry.connectorId)).toEqual(['second'])
    expect(wallets.isEnabled()).toBe(false)
    expect(await wallets.getConnections()).toEqual([])
    expect(portico.state.alert).toMatchObject({
      open: true,
      variant: 'info',
      code: 'MULTI_WALLET_NOT_ENABLED',
      message: 'Multi-Wallet Not Enabled: Multi-wallet support must be enabled in project configuration.',
    })
    const listener = vi.fn()
    wallets.subscribeConnections(listener)
    expect(listener).toHaveBeenCalledWith([])
    await wallets.switchConnection({ connectorId: 'first' })
    await wallets.deleteConnection({ connectorId: 'second' })
    await expect(wallets.getBalance({ connectorId: 'second' })).resolves.toBeUndefined()
    expect(portico.state.chains.eip155?.accountState.address).toBe(SECOND)
    expect(adapter.controls.callsOf('disconnect')).toEqual([])
    expect(alerts).toEqual(['MULTI_WALLET_NOT_ENABLED'])
  })
})
