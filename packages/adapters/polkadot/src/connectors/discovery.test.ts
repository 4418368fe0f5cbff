import type { AdapterEvent } from '@portico/core'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { polkadotAdapter } from '../adapter/polkadotAdapter.js'
import { polkadot } from '../networks/polkadot.js'

const page = globalThis as { injectedWeb3?: Record<string, unknown> }
const entry = { version: '0.62.1', enable: async () => ({}) }

beforeEach(() => {
  vi.useFakeTimers()
  page.injectedWeb3 = { 'polkadot-js': entry }
})
afterEach(() => {
  delete page.injectedWeb3
  vi.useRealTimers()
})

function setUp() {
  const adapter = polkadotAdapter()
  const events: AdapterEvent[] = []
  void adapter.setup({
    networks: [polkadot],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  return { adapter, events }
}

it('lists each injectedWeb3 entry as an INJECTED polkadot connector, with the known display name and icon, an unknown key made readable', () => {
  page.injectedWeb3 = { 'polkadot-js': entry, 'my-extension': entry, broken: {} }
  const { adapter } = setUp()
  expect(adapter.getConnectors()).toEqual([
    {
      id: 'polkadot:polkadot-js',
      name: 'Polkadot{.js}',
      type: 'INJECTED',
      chain: 'polkadot',
      imageUrl: expect.stringMatching(/^data:image\/svg\+xml,/),
      provider: entry,
    },
    {
      id: 'polkadot:my-extension',
      name: 'My Extension',
      type: 'INJECTED',
      chain: 'polkadot',
      provider: entry,
    },
  ])
  adapter.destroy?.()
})

it('announces an extension injected after setup on the next scan, then stops scanning', async () => {
  const { adapter, events } = setUp()
  page.injectedWeb3 = { 'polkadot-js': entry, talisman: entry }
  await vi.advanceTimersByTimeAsync(1000)
  expect(events).toEqual([
    {
      type: 'connectors',
      connectors: [
        expect.objectContaining({ id: 'polkadot:polkadot-js' }),
        expect.objectContaining({ id: 'polkadot:talisman', name: 'Talisman' }),
      ],
    },
  ])
  page.injectedWeb3 = {}
  await vi.advanceTimersByTimeAsync(60_000)
  expect(events).toHaveLength(2)
  expect(vi.getTimerCount()).toBe(0)
  adapter.destroy?.()
})

it('stops scanning when destroyed', () => {
  const { adapter } = setUp()
  adapter.destroy?.()
  expect(vi.getTimerCount()).toBe(0)
})
