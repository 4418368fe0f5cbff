// @vitest-environment happy-dom
import { createMemoryBackend, createPortico } from '@portico/core'
import { expect, it } from 'vitest'
import { bitcoin } from '../networks/bitcoin.js'
import { bitcoinAdapter } from './bitcoinAdapter.js'

it('is one Portico instance when the adapter is created twice (React StrictMode)', () => {
  const create = () =>
    createPortico({
      projectId: 'bitcoin-adapter-strict-mode',
      networks: [bitcoin],
      adapters: [bitcoinAdapter()],
      storage: createMemoryBackend(),
    })
  const portico = create()
  expect(create()).toBe(portico)
  portico.destroy()
})
