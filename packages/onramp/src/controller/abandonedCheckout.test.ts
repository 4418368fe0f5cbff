import { fakeMainnet } from '@portico/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import { connectedOnramp } from '../test/connectedOnramp.js'

const realOpen = globalThis.open
afterEach(() => {
  globalThis.open = realOpen
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * The cloud's on-ramp routes answered in memory (this module's unit test): one provider selling ETH, its checkout
 * signed, the purchase `created` (no order: the visitor has not paid) for ever; `reads` counts its status reads.
 */
function stubOnrampCloud() {
  const counter = { reads: 0 }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const network = fakeMainnet.caipNetworkId
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input))
    if (pathname === '/v1/onramp/options')
      return json({
        providers: [{ name: 'meld', feeBps: 150, fiatCurrencies: [{ code: 'USD', min: 10, max: 1000 }] }],
        assets: [{ asset: 'ETH', network, decimals: 18, providers: ['meld'] }],
      })
    if (pathname === '/v1/onramp/quote')
      return json({
        quotes: [
          {
            provider: 'meld',
            fiatAmount: '100',
            fiatCurrency: 'USD',
            fee: '1.50',
            feeBps: 150,
            asset: 'ETH',
            network,
            cryptoAmount: '30000000000000000',
            decimals: 18,
          },
        ],
      })
    if (pathname === '/v1/generators/onrampurl')
      return json({ url: 'https://provider.test/checkout', purchaseId: 'onr_1', expiresAt: '' })
    if (pathname.startsWith('/v1/onramp/purchases/')) {
      counter.reads += 1
      return json({
        id: 'onr_1',
        provider: 'meld',
        network,
        address: '0x0',
        fiatAmount: '100',
        fiatCurrency: 'USD',
        asset: 'ETH',
        status: 'created',
        fee: null,
        cryptoAmount: null,
        txHash: null,
        failureReason: null,
        createdAt: '',
        updatedAt: '',
      })
    }
    return json({ error: 'not_found' }, 404)
  })
  return counter
}

it("stops reading a checkout's status once the modal closes before the visitor paid", async () => {
  const counter = stubOnrampCloud()
  globalThis.open = (() => ({ closed: false, close: () => undefined, location: { href: '' } })) as never
  const { portico, api, state } = await connectedOnramp({ pollMs: 1_000 }, 'http://cloud.test')
  await portico.open({ view: 'OnRampProviders' })
  await api.open({ fiatAmount: '100' })
  await api.refreshQuotes()
  expect(state.quotes).toHaveLength(1)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  await api.buy('meld')
  portico.push('BuyInProgress')
  await vi.waitFor(() => expect(counter.reads).toBeGreaterThan(0))
  // Followed while the view is open.
  const open = counter.reads
  await vi.advanceTimersByTimeAsync(3_000)
  expect(counter.reads).toBeGreaterThan(open)
  expect(state.status).toBe('checkout')
  portico.close()
  await vi.advanceTimersByTimeAsync(1_000)
  const closed = counter.reads
  await vi.advanceTimersByTimeAsync(10_000)
  expect(counter.reads).toBe(closed)
  expect(state.status).toBe('idle')
})

it("stops reading a checkout's status once the visitor leaves BuyInProgress before paying", async () => {
  const counter = stubOnrampCloud()
  globalThis.open = (() => ({ closed: false, close: () => undefined, location: { href: '' } })) as never
  const { portico, api, state } = await connectedOnramp({ pollMs: 1_000 }, 'http://cloud.test')
  await portico.open({ view: 'Account' })
  portico.push('OnRampProviders')
  await api.open({ fiatAmount: '100' })
  await api.refreshQuotes()
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  await api.buy('meld')
  portico.push('BuyInProgress')
  await vi.waitFor(() => expect(counter.reads).toBeGreaterThan(0))
  portico.goBack()
  await vi.advanceTimersByTimeAsync(1_000)
  const left = counter.reads
  await vi.advanceTimersByTimeAsync(10_000)
  expect(counter.reads).toBe(left)
  expect(state.status).toBe('idle')
})
