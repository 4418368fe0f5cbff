import { RateLimitedError } from '../errors/errors.js'
import type { RateLimiter } from '../http/createRateLimiter.js'

/** Whether something may be polled now; each `true` counts as a poll. */
export type PollThrottle = (id: string, intervalMs: number) => Promise<boolean>

/**
 * Read-through polling's limit (Coinbase's purchases, whose webhooks may not come, and its payments): an id is
 * polled at most once per `intervalMs` across the cluster. The count is a window of the cloud's rate limiter (one
 * poll per interval, key `poll:<scope>:<id>`): shared by every node through Redis with REDIS_URL, so N nodes ask
 * the provider as often as one (on one node, or while Redis is away, each node counts for itself). The limiter
 * forgets windows that ended, so following many purchases holds no memory for long. `limiter` is asked for at each
 * poll, not when the routes are built (building them touches none of the cloud's dependencies).
 */
export function createPollThrottle(limiter: () => RateLimiter, scope: string): PollThrottle {
  return async (id, intervalMs) => {
    if (intervalMs <= 0) return true
    try {
      await limiter().take([{ key: `poll:${scope}:${id}`, limit: 1, windowMs: intervalMs }])
      return true
    } catch (error) {
      if (error instanceof RateLimitedError) return false
      throw error
    }
  }
}
