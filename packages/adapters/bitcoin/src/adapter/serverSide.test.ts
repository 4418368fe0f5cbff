import { expect, it } from 'vitest'
import { bitcoin } from '../networks/bitcoin.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

it('sets up on a server (no window) with no wallets and no connection', async () => {
  expect(typeof window).toBe('undefined')
  const adapter = bitcoinAdapter()
  const events: unknown[] = []
  await adapter.setup({
    networks: [bitcoin],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  expect(adapter.getConnectors()).toEqual([])
  expect(adapter.getProvider()).toBeUndefined()
  expect(await adapter.reconnect({ connectorId: 'xverse' })).toBeUndefined()
  adapter.destroy?.()
  expect(events).toEqual([])
})
