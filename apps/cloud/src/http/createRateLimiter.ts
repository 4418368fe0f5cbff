import { RateLimitedError } from '../errors/errors.js'
import type { RateCounter } from './RateCounter.js'

export type RateLimiter = {
  /**
   * Counts one request in each counter, in order, and rejects with RateLimitedError (429) at the first one past its
   * limit; the counters after it are not counted, so a client refused by its own limit does not use up its
   * project's.
   */
  take(counters: readonly RateCounter[]): Promise<void>
}

/** Fixed-window counters in memory, per cloud node (shared across nodes with REDIS_URL: createRedisRateLimiter). */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; windowMs: number; count: number }>()
  let lastSweep = now()
  return {
    async take(counters) {
      const at = now()
      if (at - lastSweep > 60_000) {
        for (const [k, w] of windows) if (at - w.start >= w.windowMs) windows.delete(k)
        lastSweep = at
      }
      for (const { key, limit, windowMs, cost = 1 } of counters) {
        let window = windows.get(key)
        if (!window || at - window.start >= windowMs) {
          window = { start: at, windowMs, count: 0 }
          windows.set(key, window)
        }
        window.count += cost
        if (window.count > limit) {
          throw new RateLimitedError(Math.max(1, Math.ceil((window.start + windowMs - at) / 1_000)))
        }
      }
    },
  }
}
