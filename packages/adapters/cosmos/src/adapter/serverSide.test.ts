import { expect, it } from 'vitest'
import { cosmoshub } from '../networks/cosmoshub.js'
import { cosmosAdapter } from './cosmosAdapter.js'

it('sets up on a server (no window) with no wallets and no connection', async () => {
  expect(typeof window).toBe('undefined')
  const adapter = cosmosAdapter()
  const events: unknown[] = []
  await adapter.setup({
    networks: [cosmoshub],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  expect(adapter.getConnectors()).toEqual([])
  expect(adapter.getProvider()).toBeUndefined()
  expect(await adapter.reconnect({ connectorId: 'keplr' })).toBeUndefined()
  adapter.destroy?.()
  expect(events).toEqual([])
})
