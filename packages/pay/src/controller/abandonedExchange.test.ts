import { createMemoryBackend } from '@portico/core'
import { createFakeAdapter, createTestPortico, fakeConnector, fakeMainnet } from '@portico/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import type { PayState } from '../PayState.js'
import { pay } from '../pay.js'

const tab = () => ({ closed: false, close: () => undefined, location: { href: '' } })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/**
 * The cloud's pay routes answered in memory (this module's unit test): the exchange listed, its page signed, the
 * payment pending for ever; `reads` counts the payment's status reads.
 */
function stubPayCloud() {
  const counter = { reads: 0 }
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input))
    if (pathname === '/v1/pay/exchanges') return json({ exchanges: [{ id: 'binance', name: 'Binnacle' }] })
    if (pathname === '/v1/pay/url')
      return json({ url: 'https://exchange.test/pay?ref=1', paymentId: `pay_${'1'.repeat(32)}` })
    if (pathname.startsWith('/v1/pay/payments/')) {
      counter.reads += 1
      return json({ status: 'pending', txHash: null, failureReason: null })
    }
    return json({ error: 'not_found' }, 404)
  })
  return counter
}

async function payPortico() {
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

it("stops reading an exchange payment's status once the modal closes: pay() is cancelled, no read after", async () => {
  const counter = stubPayCloud()
  const { portico, api, state } = await payPortico()
  const paid = api
    .pay({
      recipient: '0x000000000000000000000000000000000000dEaD',
      amount: 5,
      paymentAsset: {
        network: fakeMainnet.caipNetworkId,
        asset: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
      },
    })
    .catch((error: PayError) => error)
  await vi.waitFor(() => expect(state.exchanges).toHaveLength(1))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  void api.payWithExchange('binance', tab())
  await vi.waitFor(() => expect(counter.reads).toBeGreaterThan(0))
  // Followed while the view is open: one read a second.
  const open = counter.reads
  await vi.advanceTimersByTimeAsync(3_000)
  expect(counter.reads).toBeGreaterThan(open)
  portico.close()
  await vi.advanceTimersByTimeAsync(1_000)
  expect(await paid).toMatchObject({ payCode: 'cancelled' })
  const closed = counter.reads
  await vi.advanceTimersByTimeAsync(10_000)
  expect(counter.reads).toBe(closed)
  expect(state.status).toBe('idle')
})

it("stops reading a Fund wallet deposit's status once the visitor leaves its view", async () => {
  const counter = stubPayCloud()
  const { portico, api, state } = await payPortico()
  await portico.open({ view: 'Account' })
  portico.push('FundWallet')
  api.startDeposit()
  await vi.waitFor(() => expect(state.exchanges).toHaveLength(1))
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  void api.deposit('binance', '1', tab())
  await vi.waitFor(() => expect(counter.reads).toBeGreaterThan(0))
  portico.goBack()
  await vi.advanceTimersByTimeAsync(1_000)
  const left = counter.reads
  await vi.advanceTimersByTimeAsync(10_000)
  expect(counter.reads).toBe(left)
  expect(state).toMatchObject({ status: 'error', error: 'cancelled', deposit: true })
})
