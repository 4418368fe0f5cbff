// @vitest-environment happy-dom
import { createMemoryBackend, type Network, SDK_VERSION } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { afterEach, expect, it } from 'vitest'
import { probeFeatureContext } from '../../test/probeFeatureContext.js'
import { embeddedWallet } from '../embeddedWallet.js'
import { embeddedWalletRef } from '../embeddedWalletRef.js'
import { frameQuery } from './frameQuery.js'

const destroys: (() => void)[] = []
afterEach(() => {
  for (const destroy of destroys.splice(0)) destroy()
})

/** The frame URL's query for an instance with these options (the query ensureFrame mounts the frame with). */
async function frameQueryOf(
  options: { enableAuthLogger?: boolean; network?: Network; smartSessions?: boolean } = {},
) {
  const network = options.network ?? fakeMainnet
  // A feature beside the embedded wallet's: the same context (resolved options, state) the wallet gets.
  const { feature, destroy } = await probeFeatureContext({
    projectId: 'query-test',
    networks: [network],
    ...(options.enableAuthLogger === undefined ? {} : { enableAuthLogger: options.enableAuthLogger }),
    ...(options.smartSessions === undefined ? {} : { features: { smartSessions: options.smartSessions } }),
  })
  destroys.push(destroy)
  return frameQuery({ feature }, network.caipNetworkId)
}

it('names the network’s RPC URL and turns the frame’s logger on, as enableAuthLogger is by default', async () => {
  expect(await frameQueryOf()).toEqual({
    projectId: 'query-test',
    chainId: 'eip155:1',
    version: SDK_VERSION,
    locale: 'en',
    enableLogger: 'true',
    rpcUrl: 'http://127.0.0.1:8545',
  })
})

it('turns the frame’s logger off with enableAuthLogger: false, and names no RPC URL that is not http(s)', async () => {
  const query = await frameQueryOf({
    enableAuthLogger: false,
    network: { ...fakeMainnet, rpcUrls: { default: { http: ['ws://127.0.0.1:8546'] } } },
  })
  expect(query.enableLogger).toBe('false')
  expect(query).not.toHaveProperty('rpcUrl')
})

it('tells the frame that the app turned smart sessions (ERC-7715 grants) on, and nothing when it did not', async () => {
  expect((await frameQueryOf({ smartSessions: true })).smartSessions).toBe('true')
  expect(await frameQueryOf({ smartSessions: false })).not.toHaveProperty('smartSessions')
})

it('reads an empty log before any frame is loaded', async () => {
  const portico = createTestPortico({
    projectId: 'query-test',
    networks: [fakeMainnet],
    adapters: [createFakeAdapter({ connectors: [fakeConnector()] })],
    storage: createMemoryBackend(),
    plugins: [embeddedWallet({ secureSiteUrl: 'http://127.0.0.1:9/frame.html' })],
  })
  destroys.push(() => portico.destroy())
  await portico.ready
  expect(await portico.getFeature(embeddedWalletRef)?.readFrameLog()).toBe('')
  expect(document.querySelector('[data-testid="portico-embedded-frame"]')).toBeNull()
})
