import { createMemoryBackend, type PorticoOptions } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  fakeConnector,
  fakeMainnet,
  fakeOptimism,
} from '@portico/core/testing'

/** A real instance over core's fake adapter (two networks) with its start-up done. */
export async function setupPortico(options: Partial<PorticoOptions> = {}) {
  const adapter = createFakeAdapter({ connectors: [fakeConnector()] })
  const portico = createTestPortico(
    {
      projectId: 'test',
      networks: [fakeMainnet, fakeOptimism],
      adapters: [adapter],
      storage: createMemoryBackend(),
      ...options,
    },
    { browser: true },
  )
  await portico.ready
  return { portico, adapter }
}
