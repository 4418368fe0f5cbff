import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'
import { RateLimitedError } from '../errors/errors.js'
import type { RateLimiter } from '../http/createRateLimiter.js'
import type { RateCounter } from '../http/RateCounter.js'
import type { Logger } from '../log/createLogger.js'

// One atomic step per request, whatever the number of counters: count the request in each counter in order (ARGV
// holds limit, window and cost of each), start a window's expiry with its first request (or if a key somehow has
// none), and stop at the first counter past its limit, answering its position and the time left in its window.
const TAKE = `
for i = 1, #KEYS do
  local limit = tonumber(ARGV[i * 3 - 2])
  local window = tonumber(ARGV[i * 3 - 1])
  local count = redis.call('INCRBY', KEYS[i], ARGV[i * 3])
  local ttl = redis.call('PTTL', KEYS[i])
  if ttl < 0 then
    redis.call('PEXPIRE', KEYS[i], window)
    ttl = window
  end
  if count > limit then return { i, ttl } end
end
return { 0, 0 }
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

  const count = async (counters: readonly RateCounter[]): Promise<[number, number]> => {
    const keys = counters.map((counter) => `portico:rate:${counter.key}`)
    const args = counters.flatMap((counter) => [counter.limit, counter.windowMs, counter.cost ?? 1])
    try {
      return (await redis.evalsha(TAKE_SHA, keys.length, ...keys, ...args)) as [number, number]
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error
      return (await redis.eval(TAKE, keys.length, ...keys, ...args)) as [number, number]
    }
  }

  return {
    async take(counters) {
      let counted: [number, number]
      try {
        counted = await count(counters)
      } catch (error) {
        if (!failingOpen) {
          failingOpen = true
          log.warn('rate limits: Redis unreachable, counting on this node until it is back', {
            reason: error instanceof Error ? error.message : String(error),
          })
        }
        return fallback.take(counters)
      }
      if (failingOpen) {
        failingOpen = false
        log.info('rate limits: shared through Redis again')
      }
      const [refusedBy, msLeft] = counted
      if (refusedBy > 0) throw new RateLimitedError(Math.max(1, Math.ceil(msLeft / 1_000)))
    },
  }
}
