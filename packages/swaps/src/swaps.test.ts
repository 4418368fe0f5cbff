import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeMainnet } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { swaps } from './swaps.js'

const portico = (features?: { swaps?: boolean }) =>
  createTestPortico({
    projectId: 'test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter()],
    storage: createMemoryBackend(),
    plugins: [swaps()],
    features,
  })

it("lets the project's remote features decide its switch: off until they list a swap provider", () => {
  expect(swaps().remoteSwitch).toEqual({ key: 'swaps', fallback: ['1inch'] })
  expect(portico().state.features.swaps).toBe(false)
  expect(portico({ swaps: true }).state.features.swaps).toBe(true)
})
