import { describe, expect, it } from 'vitest'
import { createPortico } from '../instance/createPortico.js'
import { createMemoryBackend } from '../storage/createMemoryBackend.js'
import type { AdapterEvent, ChainAdapter } from '../types/adapter.js'
import type { Network } from '../types/network.js'

/** What the page cases of an adapter take: how to make it alike twice, and a network of its namespace. */
export interface AdapterPageCasesFixture {
  /** A new adapter, made alike on each call (the same options, as a component's second render makes it). */
  createAdapter(): ChainAdapter
  network: Network
  /** A connector id of one of the namespace's wallets, which a page without wallets does not know. */
  connectorId: string
}

/**
 * The server case every adapter runs beside the conformance suite, in a file without a DOM: set up where
 * there is no `window`, it lists no connectors, has no provider, reconnects nothing and emits nothing.
 * @example describeAdapterOnServer('solana', { createAdapter: () => solanaAdapter(), network: solana, connectorId: 'phantom' })
 */
export function describeAdapterOnServer(name: string, fixture: AdapterPageCasesFixture): void {
  describe(`${name} adapter on a server`, () => {
    it('sets up on a server (no window) with no wallets and no connection', async () => {
      expect(typeof window).toBe('undefined')
      const adapter = fixture.createAdapter()
      const events: AdapterEvent[] = []
      await adapter.setup({
        networks: [fixture.network],
        enableEIP6963: true,
        enableInjected: true,
        emit: (event) => events.push(event),
      })
      expect(adapter.getConnectors()).toEqual([])
      expect(adapter.getProvider()).toBeUndefined()
      expect(await adapter.reconnect({ connectorId: fixture.connectorId })).toBeUndefined()
      adapter.destroy?.()
      expect(events).toEqual([])
    })
  })
}

/**
 * The identity cases every adapter runs beside the conformance suite, in a file with a DOM (a page): two
 * adapters made alike are the same adapter (`identity`), so createPortico called twice (React StrictMode)
 * gives one instance.
 * @example describeAdapterIdentity('solana', { createAdapter: () => solanaAdapter(), network: solana, connectorId: 'phantom' })
 */
export function describeAdapterIdentity(name: string, fixture: AdapterPageCasesFixture): void {
  describe(`${name} adapter identity`, () => {
    it('has one identity for adapters made alike', () => {
      const identity = fixture.createAdapter().identity
      expect(identity).toBeTypeOf('object')
      expect(fixture.createAdapter().identity).toBe(identity)
    })

    it('is one Portico instance when the adapter is created twice (React StrictMode)', () => {
      const create = () =>
        createPortico({
          projectId: `${name}-adapter-strict-mode`,
          networks: [fixture.network],
          adapters: [fixture.createAdapter()],
          storage: createMemoryBackend(),
        })
      const portico = create()
      expect(create()).toBe(portico)
      portico.destroy()
    })
  })
}
