import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './whenIdle.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('whenIdle', () => {
  it('asks the browser for an idle period with an upper bound', () => {
    const requestIdle = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7)
    vi.stubGlobal('requestIdleCallback', requestIdle)
    vi.stubGlobal('cancelIdleCallback', vi.fn())
    const callback = vi.fn()
    whenIdle(callback, 2_000)
    expect(requestIdle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 })
    expect(callback).not.toHaveBeenCalled()
    requestIdle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 50 })
    expect(callback).toHaveBeenCalledTimes(1)
  })

  it('cancels the idle request', () => {
    const cancelIdle = vi.fn()
    vi.stubGlobal('requestIdleCallback', () => 7)
    vi.stubGlobal('cancelIdleCallback', cancelIdle)
    whenIdle(() => {}, 2_000)()
    expect(cancelIdle).toHaveBeenCalledWith(7)
  })

  it('runs right after the current task where requestIdleCallback is missing, unless cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()
    const skipped = vi.fn()
    whenIdle(run, 2_000)
    whenIdle(skipped, 2_000)()
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledTimes(1)
    expect(skipped).not.toHaveBeenCalled()
  })
})
