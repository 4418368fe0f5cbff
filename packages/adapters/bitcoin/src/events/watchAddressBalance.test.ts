import { afterEach, expect, it, vi } from 'vitest'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { BALANCE_POLL_MS, watchAddressBalance } from './watchAddressBalance.js'

const network = bitcoinRegtest({ esploraUrl: 'http://127.0.0.1:3002' })
const address = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'

/** Esplora's `/address/:address` answering `sats` (all confirmed). */
function esploraAnswering(balances: number[]) {
  const fetch = vi.fn(async () => {
    const sats = balances.length > 1 ? (balances.shift() as number) : (balances[0] as number)
    const stats = { funded_txo_sum: sats, spent_txo_sum: 0 }
    return Response.json({ chain_stats: stats, mempool_stats: { funded_txo_sum: 0, spent_txo_sum: 0 } })
  })
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

it('reads the balance every BALANCE_POLL_MS and reports a change, not the first reading', async () => {
  vi.useFakeTimers()
  esploraAnswering([100, 100, 250])
  const onChange = vi.fn()
  const stop = watchAddressBalance({ network, address, onChange })
  await vi.advanceTimersByTimeAsync(0)
  await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS)
  expect(onChange).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS)
  expect(onChange).toHaveBeenCalledTimes(1)
  stop()
})

it('stops reading once stopped (disconnect, destroy)', async () => {
  vi.useFakeTimers()
  const fetch = esploraAnswering([100, 200, 300, 400])
  const onChange = vi.fn()
  const stop = watchAddressBalance({ network, address, onChange })
  await vi.advanceTimersByTimeAsync(0)
  stop()
  const reads = fetch.mock.calls.length
  await vi.advanceTimersByTimeAsync(5 * BALANCE_POLL_MS)
  expect(fetch.mock.calls.length).toBe(reads)
  expect(onChange).not.toHaveBeenCalled()
})
