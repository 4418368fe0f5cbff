import { createMemoryBackend, type PorticoOptions } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  fakeConnector,
  fakeMainnet,
  fakeOptimism,
} from '@portico/core/testing'
import { siwxFeature } from '../feature/siwxFeature.js'

/**
 * A real instance over core's fake adapter (two networks) with sign-in's feature and its start-up done. `wallet`
 * answers the prompts: `answer`, `hold()`/`release()`.
 */
export async function setupPortico(options: Partial<PorticoOptions> = {}) {
  const adapter = createFakeAdapter({ connectors: [fakeConnector()] })
  const portico = createTestPortico(
    {
      projectId: 'test',
      networks: [fakeMainnet, fakeOptimism],
      adapters: [adapter],
      storage: createMemoryBackend(),
      plugins: [siwxFeature],
      ...options,
    },
    { browser: true },
  )
  await portico.ready
  const connect = () => portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  return { portico, adapter, wallet: adapter.controls.wallet, connect }
}
