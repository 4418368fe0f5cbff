// @vitest-environment happy-dom
import { createMemoryBackend, createPortico } from '@portico/core'
import { expect, it } from 'vitest'
import { solana } from '../networks/solana.js'
import { solanaAdapter } from './solanaAdapter.js'

it('is one Portico instance when the adapter is created twice (React StrictMode)', () => {
  const create = () =>
    createPortico({
      projectId: 'solana-adapter-strict-mode',
      networks: [solana],
      adapters: [solanaAdapter()],
      storage: createMemoryBackend(),
    })
  const portico = create()
  expect(create()).toBe(portico)
  portico.destroy()
})
