import { afterEach, expect, it, vi } from 'vitest'
import { pollBalance } from './pollBalance.js'

afterEach(() => {
  vi.useRealTimers()
})

it('reports a change of the polled balance, not the first reading, and skips failed reads', async () => {
  vi.useFakeTimers()
  const readings: (bigint | Error)[] = [100n, new Error('node busy'), 100n, 250n]
  const read = vi.fn(async () => {
    const next = readings.shift() ?? 250n
    if (next instanceof Error) throw next
    return { value: next }
  })
  const onChange = vi.fn()
  const stop = pollBalance({ read, intervalMs: 1_000, onChange })
  await vi.advanceTimersByTimeAsync(2_000)
  expect(onChange).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(1_000)
  expect(onChange).toHaveBeenCalledTimes(1)
  stop()
  const reads = read.mock.calls.length
  await vi.advanceTimersByTimeAsync(5_000)
  expect(read.mock.calls.length).toBe(reads)
})

it('compares the first reading with a balance the caller already knows', async () => {
  vi.useFakeTimers()
  const onChange = vi.fn()
  const stop = pollBalance({
    read: async () => ({ value: 7n }),
    intervalMs: 1_000,
    knownValue: () => 5n,
    onChange,
  })
  await vi.advanceTimersByTimeAsync(0)
  expect(onChange).toHaveBeenCalledTimes(1)
  stop()
})

it('asks for the known balance when the first reading arrives, so a change before a late first reading counts', async () => {
  vi.useFakeTimers()
  const readings: (bigint | Error)[] = [new Error('429 Too Many Requests'), 7n]
  const read = async () => {
    const next = readings.shift() ?? 7n
    if (next instanceof Error) throw next
    return { value: next }
  }
  let known: bigint | undefined
  const onChange = vi.fn()
  const stop = pollBalance({ read, intervalMs: 1_000, knownValue: () => known, onChange })
  // The caller reads 5 while the watcher's first read fails; the balance moves to 7 before the next one.
  known = 5n
  await vi.advanceTimersByTimeAsync(1_000)
  expect(onChange).toHaveBeenCalledTimes(1)
  stop()
})
