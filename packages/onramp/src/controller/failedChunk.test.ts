import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { expect, it, vi } from 'vitest'
import type { OnrampState } from '../OnrampState.js'
import { onramp } from '../onramp.js'

// The controller's chunk cannot be fetched, as when the visitor went offline or a new deploy removed the file.
vi.mock('./onrampController.js', () => {
  throw new TypeError(
    'Failed to fetch dynamically imported module: https://app.example/assets/onrampController.js',
  )
})

it('buy() with the controller unloadable resolves and the state says load_failed, not the import error', async () => {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', connectors: [fakeConnector('eip155')] })],
    storage: createMemoryBackend(),
    cloudUrl: 'http://127.0.0.1:9',
    plugins: [onramp()],
    features: { onramp: true },
  })
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const api = portico.getFeature(onramp)
  await expect(api?.buy('meld')).resolves.toBeUndefined()
  expect((portico.state.plugins.onramp as OnrampState).error).toBe('load_failed')
})
