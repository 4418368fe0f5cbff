import { createMemoryBackend, type PorticoOptions } from '@portico/core'
import {
  createFakeAdapter,
  createTestPortico,
  fakeConnector,
  fakeMainnet,
  fakeOptimism,
} from '@portico/core/testing'

/** A real instance over core's fake adapter (two networks) with its start-up done, in a browser (a phone with `mobile`). */
export async function setupPortico(
  options: Partial<PorticoOptions> = {},
  environment: { browser: boolean; mobile?: boolean } = { browser: true },
) {
  const adapter = createFakeAdapter({ connectors: [fakeConnector()] })
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
  return { portico, adapter }
}
