import { afterEach, expect, it, vi } from 'vitest'
import { waitForInjection } from './waitForInjection.js'

afterEach(() => {
  vi.useRealTimers()
})

it('resolves at once with what is already injected', async () => {
  expect(await waitForInjection(() => 'entry', [1000])).toBe('entry')
})

it('resolves with what is injected later, at the first look after it appeared', async () => {
  vi.useFakeTimers()
  let entry: string | undefined
  const found = waitForInjection(() => entry, [100, 500, 2000])
  await vi.advanceTimersByTimeAsync(300)
  entry = 'late'
  await vi.advanceTimersByTimeAsync(200)
  expect(await found).toBe('late')
})

it('gives up with undefined after the last look', async () => {
  vi.useFakeTimers()
  let looks = 0
  const found = waitForInjection(() => {
    looks += 1
    return undefined
  }, [100, 500])
  await vi.advanceTimersByTimeAsync(500)
  expect(await found).toBeUndefined()
  expect(looks).toBe(3)
})
