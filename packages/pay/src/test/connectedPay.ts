import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { onTestFinished } from 'vitest'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'

/**
 * A test Portico with Pay on and the fake EVM wallet connected on Fake Mainnet, its cloud at `http://cloud.test`
 * (answered by `stubPayCloud`).
 */
export async function connectedPay() {
  const portico = createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', connectors: [fakeConnector('eip155')] })],
    storage: createMemoryBackend(),
    cloudUrl: 'http://cloud.test',
    features: { pay: true },
    plugins: [pay()],
  })
  // Destroyed when the test ends: its cloud reads still in flight are aborted then, quietly, not by the test
  // environment's teardown, whose aborts they would log while the worker closes (vitest: "Closing rpc while
  // onUserConsoleLog was pending").
  onTestFinished(() => portico.destroy())
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  return { portico, api, state: portico.state.plugins.pay as PayState }
}
