import { describe, expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createTestPortico } from '../../conformance/createTestPortico.js'
import { fakeMainnet, fakeOptimism, fakeSolana } from '../../conformance/fakeNetworks.js'
import { createAccountState } from '../../state/createAccountState.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { PorticoEvent } from '../../types/event.js'

async function connected() {
  const evm = createFakeAdapter()
  const solana = createFakeAdapter({
    namespace: 'solana',
    accounts: ['So1anaAddre55'],
    chainId: fakeSolana.id,
  })
  const storage = createMemoryBackend()
  const portico = createTestPortico({
    projectId: 'p',
    networks: [fakeMainnet, fakeOptimism, fakeSolana],
    adapters: [evm, solana],
    storage,
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'solana' })
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  await portico.switchNetwork('eip155:10')
  const events: PorticoEvent[] = []
  portico.subscribeEvents((record) => events.push(record.event))
  return { evm, solana, storage, portico, events }
}

describe('disconnect (docs/behaviour.md#transitions)', () => {
  it('resets the namespace account and network, its connector id and connection, and closes the modal', async () => {
    const { evm, storage, portico, events } = await connected()
    await portico.open()
    await portico.disconnect({ namespace: 'eip155' })
    const chain = portico.state.chains.eip155
    expect(evm.controls.callsOf('disconnect')).toEqual([
      { method: 'disconnect', parameters: { connectorId: 'fake' } },
    ])
    expect(chain?.accountState).toEqual(createAccountState())
    expect(chain?.networkState).toEqual({
      caipNetwork: fakeOptimism,
      supportsAllNetworks: true,
      smartAccountEnabledNetworks: [],
      requestedCaipNetworks: [fakeMainnet, fakeOptimism],
      approvedCaipNetworkIds: [],
    })
    expect(portico.state.activeConnectorIds).toEqual({ solana: 'fake' })
    expect(portico.state.connections.eip155).toBeUndefined()
    expect(JSON.parse(storage.getItem('@portico/active_connector_ids') ?? '')).toEqual({ solana: 'fake' })
    expect(JSON.parse(storage.getItem('@portico/connected_namespaces') ?? '')).toEqual(['solana'])
    expect(JSON.parse(storage.getItem('@portico/disconnected_connector_ids') ?? '')).toEqual({
      eip155: ['fake'],
    })
    expect(portico.state.modal.open).toBe(false)
    expect(portico.state.activeNamespace).toBe('solana')
    expect(events).toContainEqual({ type: 'DISCONNECT_SUCCESS', namespace: 'eip155' })
    expect(portico.state.chains.solana?.accountState.status).toBe('connected')
  })

  it('keeps the modal open when asked to', async () => {
    const { portico } = await connected()
    await portico.open()
    await portico.disconnect({ namespace: 'eip155', keepModalOpen: true })
    expect(portico.state.modal.open).toBe(true)
  })

  it('disconnects every connected namespace when none is given', async () => {
    const { portico, storage } = await connected()
    await portico.disconnect()
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
    expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
    expect(storage.getItem('@portico/connection_status')).toBe('"disconnected"')
  })

  it("reports a wallet failure as 'Failed to disconnect chains: {reason}' and still resets", async () => {
    const { evm, portico, events } = await connected()
    evm.disconnect = () => Promise.reject(new Error('wallet busy'))
    await expect(portico.disconnect({ namespace: 'eip155' })).rejects.toThrow(
      'Failed to disconnect chains: wallet busy',
    )
    expect(events).toContainEqual({
      type: 'DISCONNECT_ERROR',
      message: 'Failed to disconnect chains: wallet busy',
    })
    expect(portico.state.chains.eip155?.accountState.status).toBe('disconnected')
  })

  it('needs an adapter for the namespace: "Adapter for namespace cosmos doesn\'t exist"', async () => {
    const { portico } = await connected()
    await expect(portico.disconnect({ namespace: 'cosmos' })).rejects.toThrow(
      "Adapter for namespace cosmos doesn't exist",
    )
  })

  it('clears the stored sign-in leftovers: login-used flag, e-mail, last chain, social provider and username', async () => {
    const { portico, storage } = await connected()
    storage.setItem('@portico/email', '"a@b.co"')
    storage.setItem('@portico/email_login_used', 'true')
    storage.setItem('@portico/last_used_chain', '"eip155:1"')
    storage.setItem('@portico/social_username', '"ada"')
    storage.setItem('@portico/connected_social', '"github"')
    await portico.disconnect({ namespace: 'eip155' })
    for (const key of [
      'email',
      'email_login_used',
      'last_used_chain',
      'social_username',
      'connected_social',
    ]) {
      expect(storage.getItem(`@portico/${key}`)).toBeNull()
    }
  })

  it('disconnecting a wallet-connection (or auth) session disconnects every namespace', async () => {
    const evm = createFakeAdapter({
      connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
    })
    const solana = createFakeAdapter({
      namespace: 'solana',
      chainId: fakeSolana.id,
      connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'solana' }],
    })
    const portico = createTestPortico({
      projectId: 'p',
      networks: [fakeMainnet, fakeSolana],
      adapters: [evm, solana],
    })
    await portico.ready
    await portico.connect({ connectorId: 'walletConnect', namespace: 'solana' })
    await portico.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    await portico.disconnect({ namespace: 'eip155' })
    expect(portico.state.chains.solana?.accountState.status).toBe('disconnected')
    expect(solana.controls.callsOf('disconnect')).toHaveLength(1)
  })
})
