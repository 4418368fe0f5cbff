import { afterEach, expect, it, vi } from 'vitest'
import { fundingWallet, payingFiveUsdc } from '../test/exchangeWorlds.js'

const tab = () => ({ closed: false, close: () => undefined, location: { href: '' } })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it("stops reading an exchange payment's status once the modal closes: pay() is cancelled, no read after", async () => {
  const { cloud: counter, paid, portico, api, state } = await payingFiveUsdc()
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
  const { cloud: counter, portico, api, state } = await fundingWallet()
  void api.deposit('binance', '1', tab())
  await vi.waitFor(() => expect(counter.reads).toBeGreaterThan(0))
  portico.goBack()
  await vi.advanceTimersByTimeAsync(1_000)
  const left = counter.reads
  await vi.advanceTimersByTimeAsync(10_000)
  expect(counter.reads).toBe(left)
  expect(state).toMatchObject({ status: 'error', error: 'cancelled', deposit: true })
})
