import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { onTestFinished } from 'vitest'
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
  // Destroyed when the test ends: its cloud reads still in flight are aborted then, quietly, not by the test
  // environment's teardown, whose aborts they would log while the worker closes (vitest: "Closing rpc while
  // onUserConsoleLog was pending").
  onTestFinished(() => portico.destroy())
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const api = portico.getFeature(onramp)
  if (!api) throw new Error('onramp() gave no API')
  return { portico, api, state: portico.state.plugins.onramp as OnrampState }
}
