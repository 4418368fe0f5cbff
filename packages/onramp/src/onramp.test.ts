import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeMainnet } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { onramp } from './onramp.js'

const portico = (features?: { onramp?: boolean }) =>
  createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryBackend(),
    plugins: [onramp()],
    features,
  })

it("lets the project's remote features decide its switch: off until they list an on-ramp provider", () => {
  expect(onramp().remoteSwitch).toEqual({ key: 'onramp', fallback: ['meld', 'coinbase'] })
  expect(portico().state.features.onramp).toBe(false)
  expect(portico({ onramp: true }).state.features.onramp).toBe(true)
})
