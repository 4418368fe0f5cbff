import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import type { OnrampParameters } from '../OnrampParameters.js'
import type { OnrampState } from '../OnrampState.js'
import { onramp } from '../onramp.js'

/**
 * A test Portico with the on-ramp on (`parameters` passed to `onramp()`) and the fake EVM wallet connected on Fake
 * Mainnet, its cloud at `cloudUrl`: a stubbed cloud's host, or by default a closed port (no cloud answers).
 */
export async function connectedOnramp(parameters: OnrampParameters = {}, cloudUrl = 'http://127.0.0.1:9') {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', connectors: [fakeConnector('eip155')] })],
    storage: createMemoryBackend(),
    cloudUrl,
    plugins: [onramp(parameters)],
    features: { onramp: true },
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const api = portico.getFeature(onramp)
  if (!api) throw new Error('onramp() gave no API')
  return { portico, api, state: portico.state.plugins.onramp as OnrampState }
}
