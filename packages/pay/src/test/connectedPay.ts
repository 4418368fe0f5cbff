import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
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
  await portico.ready
  await portico.connect({ connectorId: 'fake', namespace: 'eip155' })
  const api = portico.getFeature(pay)
  if (!api) throw new Error('pay() gave no API')
  return { portico, api, state: portico.state.plugins.pay as PayState }
}
