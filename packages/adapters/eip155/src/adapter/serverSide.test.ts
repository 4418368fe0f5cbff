import { createConfig, http } from '@wagmi/core'
import { defineChain } from 'viem'
import { expect, it } from 'vitest'
import { eip155Network } from '../networks/eip155Network.js'
import { eip155Adapter } from './eip155Adapter.js'

const local = defineChain({
  id: 31337,
  name: 'Portico Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})

it('sets up on a server (no window) with no wallets and no connection', async () => {
  expect(typeof window).toBe('undefined')
  const wagmiConfig = createConfig({ chains: [local], transports: { [local.id]: http() }, storage: null })
  const adapter = eip155Adapter({ wagmiConfig })
  const events: unknown[] = []
  await adapter.setup({
    networks: [eip155Network(local)],
    enableEIP6963: true,
    enableInjected: true,
    emit: (event) => events.push(event),
  })
  expect(adapter.getConnectors()).toEqual([])
  expect(adapter.getProvider()).toBeUndefined()
  expect(await adapter.reconnect({ connectorId: 'injected' })).toBeUndefined()
  adapter.destroy?.()
})
