import type { AdapterEvent } from '@portico/core'
import { afterEach, expect, it } from 'vitest'
import { cosmoshub } from '../networks/cosmoshub.js'
import { cosmosAdapter } from './cosmosAdapter.js'

const scope = globalThis as { window?: unknown }
afterEach(() => {
  delete scope.window
})

const keplrApi = () => ({
  enable: async () => undefined,
  getKey: async () => ({}),
  signDirect: async () => ({}),
  signArbitrary: async () => ({}),
})

it('lists a wallet that injects itself while the page loads, on the load event', async () => {
  const page = Object.assign(new EventTarget(), {
    document: { readyState: 'loading' },
    keplr: undefined as unknown,
  })
  scope.window = page
  const events: AdapterEvent[] = []
  const adapter = cosmosAdapter()
  await adapter.setup({
    networks: [cosmoshub],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  expect(adapter.getConnectors()).toEqual([])

  page.keplr = keplrApi()
  page.dispatchEvent(new Event('load'))

  expect(events).toMatchObject([{ type: 'connectors', connectors: [{ id: 'keplr', name: 'Keplr' }] }])
  adapter.destroy?.()
})
