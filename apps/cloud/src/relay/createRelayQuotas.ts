import { randomUUID } from 'node:crypto'
import { RateLimitedError } from '../errors/errors.js'
import type { RateLimiter } from '../http/createRateLimiter.js'
import type { RateCounter } from '../http/RateCounter.js'
import type { RelayLimits } from './RelayLimits.js'
import { RELAY_ERROR, RelayRpcError } from './RelayRpcError.js'

const MINUTE_MS = 60_000

export type RelayQuotasParameters = {
  /** The did:key of the client. */
  clientId: string
  /** The client address of the socket (behind the trusted proxies), as the HTTP rate limits see it. */
  clientAddress: string
  limits: RelayLimits
  rateLimiter: RateLimiter
}

/** The per-minute limits of one socket's requests, counted by the cloud's rate limiter (in Redis across nodes). */
export type RelayQuotas = {
  /** Counts `count` publishes against the client's and its address's limits. */
  takePublishes(count: number): Promise<void>
  /**
   * Counts `topics` read from the mailbox at the client's request (replayed on subscribe) against the address's
   * limit; the replays the relay starts itself are never counted.
   */
  takeReads(topics: number): Promise<void>
  /** Counts one irn_batchFetchMessages of `topics` against the socket's and the address's limits. */
  takeFetch(topics: number): Promise<void>
}

export function createRelayQuotas({
  clientId,
  clientAddress,
  limits,
  rateLimiter,
}: RelayQuotasParameters): RelayQuotas {
  const socket = randomUUID()
  const reads = (cost: number): RateCounter => ({
    key: `relay-read:${clientAddress}`,
    limit: limits.readTopicsPerAddressPerMinute,
    windowMs: MINUTE_MS,
    cost,
  })
  return {
    async takePublishes(count) {
      await take(
        {
          key: `relay-publish:${clientId}`,
          limit: limits.publishesPerMinute,
          windowMs: MINUTE_MS,
          cost: count,
        },
        RELAY_ERROR.tooManyPublishes,
        `Too many publishes: at most ${limits.publishesPerMinute} a minute`,
      )
      await take(
        {
          key: `relay-publish-address:${clientAddress}`,
          limit: limits.publishesPerAddressPerMinute,
          windowMs: MINUTE_MS,
          cost: count,
        },
        RELAY_ERROR.tooManyPublishes,
        `Too many publishes: at most ${limits.publishesPerAddressPerMinute} a minute from this address`,
      )
    },
    async takeReads(topics) {
      await take(
        reads(topics),
        RELAY_ERROR.tooManyReads,
        `Too many reads: at most ${limits.readTopicsPerAddressPerMinute} topics a minute from this address`,
      )
    },
    async takeFetch(topics) {
      await take(
        { key: `relay-fetch:${socket}`, limit: limits.fetchesPerSocketPerMinute, windowMs: MINUTE_MS },
        RELAY_ERROR.tooManyReads,
        `Too many fetches: at most ${limits.fetchesPerSocketPerMinute} a minute per connection`,
      )
      await this.takeReads(topics)
    },
  }

  async function take(counter: RateCounter, code: number, refusal: string): Promise<void> {
    try {
      await rateLimiter.take([counter])
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error
      const retryAfterSeconds = Number(error.headers['retry-after'] ?? 60)
      throw new RelayRpcError(code, `${refusal}; retry in ${retryAfterSeconds} s`, { retryAfterSeconds })
    }
  }
}
