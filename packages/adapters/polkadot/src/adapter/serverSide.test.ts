import { expect, it } from 'vitest'
import { polkadot } from '../networks/polkadot.js'
import { polkadotAdapter } from './polkadotAdapter.js'

it('sets up on a server (no window) with no extensions and no connection', async () => {
  expect(typeof window).toBe('undefined')
  const adapter = polkadotAdapter()
  const events: unknown[] = []
  await adapter.setup({
    networks: [polkadot],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  expect(adapter.getConnectors()).toEqual([])
  expect(adapter.getProvider()).toBeUndefined()
  expect(await adapter.reconnect({ connectorId: 'polkadot:polkadot-js' })).toBeUndefined()
  adapter.destroy?.()
  expect(events).toEqual([])
})

it('is the same adapter for the same app name (React StrictMode creates two)', () => {
  expect(polkadotAdapter({ appName: 'A' }).identity).toBe(polkadotAdapter({ appName: 'A' }).identity)
  expect(polkadotAdapter({ appName: 'A' }).identity).not.toBe(polkadotAdapter({ appName: 'B' }).identity)
})
