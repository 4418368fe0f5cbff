import { type Connector, createMemoryBackend, type PorticoOptions } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  fakeConnector,
  fakeMainnet,
  fakeOptimism,
} from '@portico/core/testing'

export const rabbyConnector: Connector = {
  id: 'rabby',
  name: 'Rabby Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}

/**
 * A real instance over core's fake adapter (two announced wallets, two networks, 1.234567 ETH) with its start-up
 * done. `wallet` answers the prompts: `answer`, `hold()`/`release()`, `balanceError`.
 */
export async function setupPortico(options: Partial<PorticoOptions> = {}, environment = { browser: true }) {
  const adapter = createFakeAdapter({
    connectors: [fakeConnector(), rabbyConnector],
    balance: 1_234_567n * 10n ** 12n,
  })
  const portico = createTestPortico(
    {
      projectId: 'test',
      networks: [fakeMainnet, fakeOptimism],
      adapters: [adapter],
      storage: createMemoryBackend(),
      ...options,
    },
    environment,
  )
  await portico.ready
  const connect = () => portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  return { portico, adapter, wallet: adapter.controls.wallet, connect }
}
