import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { afterEach, expect, it } from 'vitest'
import type { OnrampState } from '../OnrampState.js'
import { onramp } from '../onramp.js'

const realOpen = globalThis.open
afterEach(() => {
  globalThis.open = realOpen
})

it('buy() called cold (no quote read yet) resolves with onramp_no_quote and opens no window', async () => {
  const opened: string[] = []
  globalThis.open = ((url?: string | URL) => {
    opened.push(String(url ?? ''))
    return null
  }) as typeof globalThis.open
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
  expect(portico.state.plugins.onramp as OnrampState).toMatchObject({
    status: 'idle',
    error: 'onramp_no_quote',
  })
  expect(opened).toEqual([])
})
