import { expect, it } from 'vitest'
import { solana } from '../networks/solana.js'
import { solanaAdapter } from './solanaAdapter.js'

it('sets up on a server (no window) with no wallets and no connection', async () => {
  expect(typeof window).toBe('undefined')
  const adapter = solanaAdapter()
  const events: unknown[] = []
  await adapter.setup({
    networks: [solana],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  expect(adapter.getConnectors()).toEqual([])
  expect(adapter.getProvider()).toBeUndefined()
  expect(await adapter.reconnect({ connectorId: 'phantom' })).toBeUndefined()
  adapter.destroy?.()
  expect(events).toEqual([])
})
