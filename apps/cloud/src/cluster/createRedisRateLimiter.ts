import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { RateLimitedError } from '../errors/errors.js'
import type { RateLimiter } from '../http/createRateLimiter.js'
import type { Logger } from '../log/createLogger.js'

// One atomic step per request: count it, start the window's expiry with the first one (or if a key somehow has
// none), and answer the count with the time left in the window.
const TAKE = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`
const TAKE_SHA = createHash('sha1').update(TAKE).digest('hex')

/**
 * Fixed-window counters shared by every node in Redis, so N nodes together allow a project its limit once. While
 * Redis cannot be reached, requests are counted by `fallback` (this node's counters) instead of failing: a blink
 * of Redis must never turn widget requests into 500s. Logged once per outage.
 */
export function createRedisRateLimiter(redis: Redis, fallback: RateLimiter, logger: Logger): RateLimiter {
  const log = logger.child({ component: 'rate-limiter' })
  let failingOpen = false

  const count = async (key: string, windowMs: number): Promise<[number, number]> => {
    const redisKey = `portico:rate:${key}`
    try {
      return (await redis.evalsha(TAKE_SHA, 1, redisKey, windowMs)) as [number, number]
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
      return (await redis.eval(TAKE, 1, redisKey, windowMs)) as [number, number]
    }
  }

  return {
    async take(key, limit, windowMs) {
      let counted: [number, number]
      try {
        counted = await count(key, windowMs)
      } catch (error) {
        if (!failingOpen) {
          failingOpen = true
          log.warn('rate limits: Redis unreachable, counting on this node until it is back', {
            reason: error instanceof Error ? error.message : String(error),
          })
        }
        return fallback.take(key, limit, windowMs)
      }
      if (failingOpen) {
        failingOpen = false
        log.info('rate limits: shared through Redis again')
      }
      const [requests, msLeft] = counted
      if (requests > limit) throw new RateLimitedError(Math.max(1, Math.ceil(msLeft / 1_000)))
    },
  }
}
