import { afterEach, expect, it, vi } from 'vitest'
import { fundingWallet, payingFiveUsdc } from '../test/exchangeWorlds.js'
import { stubPaymentId, stubTxHash } from '../test/stubPayCloud.js'

const tab = () => ({ closed: false, close: vi.fn(), location: { href: '' } })

/** The visitor closes the exchange's window once its page is there, and a reading or two pass. */
async function closeOnceOpen(window: ReturnType<typeof tab>) {
  await vi.waitFor(() => expect(window.location.href).not.toBe(''))
  window.closed = true
  await vi.advanceTimersByTimeAsync(2_000)
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('a window closed before the visitor confirmed says so and gives the choice back; the first payment, still followed, pays when its confirmation comes late', async () => {
  const { cloud, paid, api, state } = await payingFiveUsdc()
  const first = tab()
  void api.payWithExchange('binance', first)
  await vi.waitFor(() => expect(cloud.reads).toBeGreaterThan(0))
  await vi.advanceTimersByTimeAsync(2_000)
  expect(state).toMatchObject({ status: 'exchange', windowClosed: undefined })
  first.closed = true
  await vi.advanceTimersByTimeAsync(2_000)
  expect(state).toMatchObject({ status: 'exchange', windowClosed: true, exchange: { id: 'binance' } })
  // Try again on the same exchange: a second payment, in a new window; the first is still read.
  api.tryAgain()
  const second = tab()
  void api.payWithExchange('binance', second)
  await vi.waitFor(() => expect(second.location.href).toBe('https://exchange.test/pay?ref=2'))
  expect(state).toMatchObject({ status: 'exchange', windowClosed: undefined })
  cloud.statuses[stubPaymentId(1)] = 'success'
  await vi.advanceTimersByTimeAsync(2_000)
  expect(await paid).toMatchObject({ hash: stubTxHash(1), amount: '5000000' })
  expect(state).toMatchObject({ status: 'success', hash: stubTxHash(1) })
  // The second window has no more use.
  expect(second.close).toHaveBeenCalled()
  const reads = cloud.reads
  await vi.advanceTimersByTimeAsync(5_000)
  expect(cloud.reads).toBe(reads)
})

it('a window closed after the visitor confirmed is not said closed: the payment is waited for', async () => {
  const { cloud, paid, api, state } = await payingFiveUsdc()
  const window = tab()
  void api.payWithExchange('binance', window)
  await vi.waitFor(() => expect(cloud.reads).toBeGreaterThan(0))
  cloud.confirmed = true
  window.closed = true
  await vi.advanceTimersByTimeAsync(3_000)
  expect(state).toMatchObject({ status: 'exchange', windowClosed: undefined })
  cloud.status = 'success'
  await vi.advanceTimersByTimeAsync(1_000)
  expect(await paid).toMatchObject({ hash: stubTxHash(1) })
})

it("after a closed window the last try's failure shows and pay() hears it; the first payment's late success still shows", async () => {
  const { cloud, paid, api, state } = await payingFiveUsdc()
  const first = tab()
  void api.payWithExchange('binance', first)
  await closeOnceOpen(first)
  expect(state.windowClosed).toBe(true)
  api.tryAgain()
  void api.payWithExchange('binance', tab())
  await vi.waitFor(() => expect(cloud.urls).toHaveLength(2))
  cloud.statuses[stubPaymentId(2)] = 'failed'
  await vi.advanceTimersByTimeAsync(2_000)
  expect(await paid).toMatchObject({ payCode: 'exchange_failed' })
  expect(state).toMatchObject({ status: 'error', error: 'exchange_failed' })
  cloud.statuses[stubPaymentId(1)] = 'success'
  await vi.advanceTimersByTimeAsync(2_000)
  expect(state).toMatchObject({ status: 'success', hash: stubTxHash(1) })
})

it('closing the modal while the window is closed abandons the payment: pay() is cancelled, nothing more is read', async () => {
  const { cloud, paid, api, state, portico } = await payingFiveUsdc()
  const window = tab()
  void api.payWithExchange('binance', window)
  await closeOnceOpen(window)
  expect(state.windowClosed).toBe(true)
  portico.close()
  await vi.advanceTimersByTimeAsync(1_000)
  expect(await paid).toMatchObject({ payCode: 'cancelled' })
  const reads = cloud.reads
  await vi.advanceTimersByTimeAsync(5_000)
  expect(cloud.reads).toBe(reads)
  expect(state.status).toBe('idle')
})

it('Fund wallet: a deposit whose window closed is still followed; its late confirmation shows its own amount, not the one typed again', async () => {
  const { cloud, api, state } = await fundingWallet()
  const first = tab()
  void api.deposit('binance', '1', first)
  await closeOnceOpen(first)
  expect(state).toMatchObject({ status: 'exchange', windowClosed: true })
  void api.deposit('binance', '2', tab())
  await vi.waitFor(() => expect(cloud.urls).toHaveLength(2))
  expect(cloud.urls.map(({ amount }) => amount)).toEqual(['1000000000000000000', '2000000000000000000'])
  cloud.statuses[stubPaymentId(1)] = 'success'
  await vi.advanceTimersByTimeAsync(2_000)
  expect(state).toMatchObject({
    status: 'success',
    deposit: true,
    hash: stubTxHash(1),
    payment: { amount: '1' },
  })
})
