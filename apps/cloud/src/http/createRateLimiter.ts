import { RateLimitedError } from '../errors/errors.js'

export type RateLimiter = {
  /** Counts one request for `key`; rejects with RateLimitedError (429) past `limit` requests in the window. */
  take(key: string, limit: number, windowMs: number): Promise<void>
}

/** Fixed-window counters in memory, per cloud node (shared across nodes with REDIS_URL: createRedisRateLimiter). */
export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; windowMs: number; count: number }>()
  let lastSweep = now()
  return {
    async take(key, limit, windowMs) {
      const at = now()
      if (at - lastSweep > 60_000) {
        for (const [k, w] of windows) if (at - w.start >= w.windowMs) windows.delete(k)
        lastSweep = at
      }
      let window = windows.get(key)
      if (!window || at - window.start >= windowMs) {
        window = { start: at, windowMs, count: 0 }
        windows.set(key, window)
      }
      window.count++
      if (window.count > limit) {
        throw new RateLimitedError(Math.max(1, Math.ceil((window.start + windowMs - at) / 1_000)))
      }
    },
  }
}
