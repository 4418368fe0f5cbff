import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { normalizeChainId } from '../caip/normalizeChainId.js'
import { CHAIN_NAMESPACES } from '../constants/namespaces.js'
import { createMemoryBackend } from '../storage/createMemoryBackend.js'
import type { AdapterContext, AdapterEvent, ChainAdapter } from '../types/adapter.js'
import type { AdapterConformanceFixture, AdapterConformanceSetup } from './AdapterConformanceSetup.js'

const CONNECTOR_TYPES = ['MULTI_CHAIN', 'ANNOUNCED', 'INJECTED', 'EXTERNAL', 'AUTH', 'WALLET_CONNECT']
const UNKNOWN_CONNECTOR_ID = 'portico-conformance-unknown-connector'

/**
 * The adapter contract as tests, run against a REAL adapter and chain: setup and connectors,
 * connect, silent reconnect (also after a reload), reconnect of an unknown connector, balance,
 * message signature, network switch with its chainChanged event, wallet-side events (when the
 * fixture can act in the wallet), disconnect. Optional
 * capabilities are tested only when the adapter has them.
 * @example
 * describeAdapterConformance('eip155', async () => ({ createAdapter, network, connectorId, ... }))
 */
export function describeAdapterConformance(name: string, setup: AdapterConformanceSetup): void {
  describe(`${name} adapter conformance`, () => {
    let fixture: AdapterConformanceFixture
    let adapter: ChainAdapter
    let events: AdapterEvent[]
    const adapters: ChainAdapter[] = []
    // One page's storage for the whole suite, so a second adapter (a reload) finds what the first kept.
    const storage = createMemoryBackend()

    async function startAdapter(): Promise<ChainAdapter> {
      const created = fixture.createAdapter()
      adapters.push(created)
      const context: AdapterContext = {
        networks: [fixture.network, ...(fixture.otherNetwork ? [fixture.otherNetwork] : [])],
        enableEIP6963: true,
        enableInjected: true,
        emit: (event) => events.push(event),
        storage,
      }
      await created.setup(context)
      return created
    }
    const chainIdOf = (value: number | string) => String(normalizeChainId(adapter.namespace, value))
    const connect = () => adapter.connect({ connectorId: fixture.connectorId, network: fixture.network })

    beforeAll(async () => {
      fixture = await setup()
    })
    afterAll(async () => {
      await fixture?.teardown?.()
    })
    beforeEach(async () => {
      events = []
      adapter = await startAdapter()
    })
    afterEach(async () => {
      for (const created of adapters.splice(0)) {
        await created.disconnect({ connectorId: fixture.connectorId }).catch(() => undefined)
        created.destroy?.()
      }
    })

    it('sets up in a known namespace and lists well-formed connectors, the fixture one among them', () => {
      expect(CHAIN_NAMESPACES).toContain(adapter.namespace)
      const connectors = adapter.getConnectors()
      for (const connector of connectors) {
        expect(connector.id).toEqual(expect.any(String))
        expect(connector.name).toEqual(expect.any(String))
        expect(CONNECTOR_TYPES).toContain(connector.type)
        expect(connector.chain).toBe(adapter.namespace)
      }
      expect(connectors.map((connector) => connector.id)).toContain(fixture.connectorId)
    })

    it('connects with the expected address on the requested network', async () => {
      const connection = await connect()
      expect(connection.connectorId).toBe(fixture.connectorId)
      expect(connection.address.toLowerCase()).toBe(fixture.expectedAddress.toLowerCase())
      expect(connection.accounts.map((account) => account.address.toLowerCase())).toContain(
        fixture.expectedAddress.toLowerCase(),
      )
      expect(chainIdOf(connection.chainId)).toBe(String(fixture.network.id))
    })

    it('reconnects without a prompt to the same account, also from a new adapter (a reload)', async () => {
      await connect()
      const again = await adapter.reconnect({ connectorId: fixture.connectorId, network: fixture.network })
      expect(again?.address.toLowerCase()).toBe(fixture.expectedAddress.toLowerCase())
      const reloaded = await startAdapter()
      const restored = await reloaded.reconnect({
        connectorId: fixture.connectorId,
        network: fixture.network,
      })
      expect(restored?.address.toLowerCase()).toBe(fixture.expectedAddress.toLowerCase())
    })

    it('answers undefined when asked to reconnect a connector that was never authorised', async () => {
      expect(await adapter.reconnect({ connectorId: UNKNOWN_CONNECTOR_ID })).toBeUndefined()
    })

    it('reads a positive native balance with the network currency decimals', async () => {
      const { address } = await connect()
      const balance = await adapter.getBalance({ address, network: fixture.network })
      expect(balance.value).toBeGreaterThan(0n)
      expect(balance.decimals).toBe(fixture.network.nativeCurrency.decimals)
      expect(balance.symbol).toBe(fixture.network.nativeCurrency.symbol)
    })

    it('signs a message with a signature the chain verifies', async () => {
      const { address } = await connect()
      const message = 'Portico conformance: sign this message'
      const signature = await adapter.signMessage({ message, address })
      expect(await fixture.verifySignature(message, signature, address)).toBe(true)
    })

    it('switches network and reports it as a chainChanged event', async ({ skip }) => {
      const otherNetwork = fixture.otherNetwork
      if (!otherNetwork) return skip('the fixture gives no otherNetwork')
      await connect()
      await adapter.switchNetwork({ network: otherNetwork })
      await expect
        .poll(() => events.filter((event) => event.type === 'chainChanged').length)
        .toBeGreaterThan(0)
      const changed = events.filter((event) => event.type === 'chainChanged').at(-1)
      expect(changed?.type === 'chainChanged' && chainIdOf(changed.chainId)).toBe(String(otherNetwork.id))
    })

    it('forgets the connection on disconnect: reconnect then answers undefined', async () => {
      await connect()
      await adapter.disconnect({ connectorId: fixture.connectorId })
      expect(
        await adapter.reconnect({ connectorId: fixture.connectorId, network: fixture.network }),
      ).toBeUndefined()
    })

    it('gives the connected wallet provider', async () => {
      await connect()
      expect(adapter.getProvider()).toBeDefined()
    })

    it.for([
      ['changeAccount', 'accountsChanged'],
      ['changeChain', 'chainChanged'],
      ['disconnect', 'disconnect'],
    ] as const)('reports the wallet-side %s as a %s event', async ([action, type], { skip }) => {
      const act = fixture.walletActions?.[action]
      if (!act) return skip(`the fixture gives no walletActions.${action}`)
      await connect()
      await act()
      await expect
        .poll(() => events.find((event) => event.type === type))
        .toMatchObject({
          type,
          connectorId: fixture.connectorId,
        })
    })

    it('signs typed data when it has the signTypedData capability', async ({ skip }) => {
      if (!adapter.signTypedData) return skip('no signTypedData capability')
      const { address } = await connect()
      const signature = await adapter.signTypedData({ address, typedData: conformanceTypedData(fixture) })
      expect(signature).toMatch(/^0x[0-9a-f]+$/i)
    })

    it('sends a transaction and returns its hash when it has the sendTransaction capability', async ({
      skip,
    }) => {
      if (!adapter.sendTransaction) return skip('no sendTransaction capability')
      const { address } = await connect()
      const hash = await adapter.sendTransaction({
        address,
        network: fixture.network,
        to: address,
        value: 1n,
      })
      expect(hash).toEqual(expect.any(String))
      expect(hash.length).toBeGreaterThan(0)
    })
  })
}

function conformanceTypedData(fixture: AdapterConformanceFixture): Record<string, unknown> {
  return {
    domain: { name: 'Portico', version: '1', chainId: Number(fixture.network.id) },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'Portico conformance' },
  }
}
