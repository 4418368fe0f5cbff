import { RateLimitedError } from '../errors/errors.js'
import type { RateLimiter } from '../http/createRateLimiter.js'
import { TooManyRelayConnectionsError } from './relayErrors.js'

const MINUTE_MS = 60_000

export type TakeRelayConnectionParameters = {
  rateLimiter: RateLimiter
  /** The upgrade request's client address (behind the trusted proxies). */
  clientAddress: string
  /** New sockets one address may open per minute. */
  perMinute: number
}

/**
 * Counts one new relay socket of `clientAddress` with the cloud's rate limiter (shared by the nodes through Redis).
 * Throws TooManyRelayConnectionsError (429 with Retry-After) past the address's limit, before the upgrade.
 */
export async function takeRelayConnection({
  rateLimiter,
  clientAddress,
  perMinute,
}: TakeRelayConnectionParameters): Promise<void> {
  try {
    await rateLimiter.take([{ key: `relay-connect:${clientAddress}`, limit: perMinute, windowMs: MINUTE_MS }])
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error
    throw new TooManyRelayConnectionsError(perMinute, Number(error.headers['retry-after'] ?? 60))
  }
}
