// @vitest-environment node
import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { pay } from './pay.js'

const porticoWith = (features: { pay?: boolean }) =>
  createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ namespace: 'eip155', connectors: [fakeConnector('eip155')] })],
    storage: createMemoryBackend(),
    features,
    plugins: [pay()],
  })

it('is off by default: no API without features.pay, one with it', async () => {
  const off = porticoWith({})
  await off.ready
  expect(off.getFeature(pay)).toBeUndefined()
  const on = porticoWith({ pay: true })
  await on.ready
  expect(on.getFeature(pay)).toBeDefined()
})
