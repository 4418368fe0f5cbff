import { afterEach, expect, it, vi } from 'vitest'
import { createCloudTestPortico } from '../../cloud/createCloudTestPortico.js'
import { useFakeCloud } from '../../cloud/useFakeCloud.js'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { createFakeWallet, type FakeWallet } from '../../conformance/createFakeWallet.js'
import { fakeMainnet, fakeSolana } from '../../conformance/fakeNetworks.js'
import { createMemoryBackend } from '../../storage/createMemoryBackend.js'
import type { StorageBackend } from '../../storage/StorageBackend.js'
import type { ChainNamespace } from '../../types/namespace.js'
import type { Portico } from '../../types/portico.js'

const cloud = useFakeCloud()
const instances: { destroy(): void }[] = []
afterEach(() => {
  for (const instance of instances.splice(0)) instance.destroy()
})

const EVM = {
  first: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  second: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
}
const SOL = {
  first: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  second: 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH',
}

/** One page visit: an EVM and a Solana adapter over wallets that outlive the page, each with two wallets. */
async function visit(storage: StorageBackend, wallets: Record<'eip155' | 'solana', FakeWallet>) {
  const adapter = (namespace: 'eip155' | 'solana') =>
    createFakeAdapter({
      namespace,
      wallet: wallets[namespace],
      connectors: (['first', 'second'] as const).map((id) => ({
        id: `${namespace}-${id}`,
        name: `${namespace} ${id}`,
        type: 'ANNOUNCED' as const,
        chain: namespace,
      })),
      accountsByConnector: {
        [`${namespace}-first`]: [(namespace === 'eip155' ? EVM : SOL).first],
        [`${namespace}-second`]: [(namespace === 'eip155' ? EVM : SOL).second],
      },
    })
  const { portico, events } = createCloudTestPortico(cloud(), {
    networks: [fakeMainnet, fakeSolana],
    adapters: [adapter('eip155'), adapter('solana')],
    storage,
  })
  instances.push(portico)
  await portico.ready
  return { portico, events }
}

/** The namespace's listed connections (as @portico/multiwallet lists them): the active one first, marked `*`. */
const listed = (portico: Portico, namespace: ChainNamespace) => {
  const { connections, activeConnectorIds, connectorStatus } = portico.state
  const active = activeConnectorIds[namespace]
  return (connections[namespace] ?? [])
    .filter(({ connectorId }) => connectorId === active || connectorStatus[connectorId] === 'connected')
    .sort((a, b) => Number(b.connectorId === active) - Number(a.connectorId === active))
    .map(({ connectorId, accounts }) => `${accounts[0]?.address}${connectorId === active ? '*' : ''}`)
}

async function connectBoth(portico: Portico) {
  await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
  for (const namespace of ['eip155', 'solana'] as const)
    for (const id of ['first', 'second'])
      await portico.connect({ connectorId: `${namespace}-${id}`, namespace })
}

it('after a reload every kept connection of every namespace returns silently, the active one still active', async () => {
  cloud().features = { ...cloud().features, multiWallet: true }
  const storage = createMemoryBackend()
  const wallets = { eip155: createFakeWallet(), solana: createFakeWallet() }
  const before = await visit(storage, wallets)
  await connectBoth(before.portico)
  before.portico.destroy()

  const { portico, events } = await visit(storage, wallets)
  await vi.waitFor(() => {
    expect(listed(portico, 'eip155')).toEqual([`${EVM.second}*`, EVM.first])
    expect(listed(portico, 'solana')).toEqual([`${SOL.second}*`, SOL.first])
  })
  expect(portico.state.chains.eip155?.accountState.address).toBe(EVM.second)
  expect(portico.state.activeNamespace).toBe('solana')
  expect(events.filter((event) => event.type === 'CONNECT_SUCCESS')).toEqual([])
  expect(portico.state.modal.open).toBe(false)

  // And once more: what was restored is kept for the next visit too.
  portico.destroy()
  const again = await visit(storage, wallets)
  await vi.waitFor(() => expect(listed(again.portico, 'eip155')).toEqual([`${EVM.second}*`, EVM.first]))
})

it('without the multiWallet remote feature at the next visit only the active connection returns', async () => {
  cloud().features = { ...cloud().features, multiWallet: true }
  const storage = createMemoryBackend()
  const wallets = { eip155: createFakeWallet(), solana: createFakeWallet() }
  const before = await visit(storage, wallets)
  await connectBoth(before.portico)
  before.portico.destroy()

  cloud().features = { ...cloud().features, multiWallet: false }
  const { portico } = await visit(storage, wallets)
  await vi.waitFor(() => expect(portico.state.remoteFeatures).toBeDefined())
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(listed(portico, 'eip155')).toEqual([`${EVM.second}*`])
  expect(portico.state.connections.eip155?.map((entry) => entry.connectorId)).toEqual(['eip155-second'])
})
