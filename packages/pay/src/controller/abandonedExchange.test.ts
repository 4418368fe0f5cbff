import { fakeMainnet } from '@portico/core/testing'
import { afterEach, expect, it, vi } from 'vitest'
import type { PayError } from '../errors/PayError.js'
import { connectedPay } from '../test/connectedPay.js'
import { stubPayCloud } from '../test/stubPayCloud.js'

const tab = () => ({ closed: false, close: () => undefined, location: { href: '' } })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it("stops reading an exchange payment's status once the modal closes: pay() is cancelled, no read after", async () => {
  const counter = stubPayCloud()
  const { portico, api, state } = await connectedPay()
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
  const { portico, api, state } = await connectedPay()
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
