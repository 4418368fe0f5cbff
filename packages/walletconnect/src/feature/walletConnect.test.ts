import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeMainnet } from '@portico/core/testing'
import { expect, it } from 'vitest'
import { walletConnect } from './walletConnect.js'

function start(enableWalletConnect: boolean | undefined, storage = createMemoryBackend()) {
  const feature = walletConnect({ relayUrl: 'ws://127.0.0.1:9/relay' })
  const portico = createTestPortico(
    {
      projectId: 'test',
      networks: [fakeMainnet],
      adapters: [createFakeAdapter()],
      plugins: [feature],
      storage,
      enableWalletConnect,
    },
    { browser: true },
  )
  return { portico, feature }
}

it('gives its API by default', async () => {
  const { portico, feature } = start(undefined)
  await portico.ready
  expect(portico.getFeature(feature)).toBeDefined()
  portico.destroy()
})

it('with enableWalletConnect: false, gives no API and leaves a stored session alone', async () => {
  const storage = createMemoryBackend()
  storage.setItem('@portico/walletconnect/session', JSON.stringify({ topic: 'kept' }))
  const { portico, feature } = start(false, storage)
  await portico.ready
  expect(portico.getFeature(feature)).toBeUndefined()
  expect(storage.getItem('@portico/walletconnect/session')).toBe(JSON.stringify({ topic: 'kept' }))
  portico.destroy()
})
