import { createMemoryBackend, type PorticoFeature, type PorticoOptions } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import type { EmbeddedContext } from '../wallet/controller/EmbeddedContext.js'
import type { EmbeddedWalletState } from '../wallet/EmbeddedWalletState.js'

/**
 * The feature context a real instance gives the embedded wallet (its resolved options, state and storage), caught by a
 * probe feature beside it: an instance on one fake EVM network with these options over the defaults. `destroy` ends it.
 */
export async function probeFeatureContext(
  options: Partial<PorticoOptions> = {},
): Promise<{ feature: EmbeddedContext['feature']; destroy(): void }> {
  let feature: EmbeddedContext['feature'] | undefined
  const probe: PorticoFeature<object, EmbeddedWalletState> = {
    id: 'probe',
    create: (context) => {
      feature = context
      return { api: {} }
    },
  }
  const portico = createTestPortico({
    projectId: 'probe-test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    plugins: [probe],
    ...options,
  })
  await portico.ready
  if (!feature) throw new Error('the probe was not created')
  return { feature, destroy: () => portico.destroy() }
}
