/** The relay's server-side limits; each one is answered with a JSON-RPC error, never by dropping the socket. */
export type RelayLimits = {
  /** Largest `message` of one publish, in characters (the clients send base64 envelopes). */
  maxMessageChars: number
  /** Largest WebSocket frame; a larger one closes the socket with 1009 (the one limit that cannot be answered). */
  maxFrameBytes: number
  /** Topics one socket may be subscribed to at once. */
  maxSubscriptionsPerSocket: number
  /** Publishes (each message of a batch counts) per client and minute, shared by all nodes through Redis. */
  publishesPerMinute: number
  /** Shortest and longest TTL a publish may ask for, in seconds. */
  minTtlSeconds: number
  maxTtlSeconds: number
  /** Topics in one batch request. */
  maxBatch: number
  /** A socket that has not answered a ping for this long is closed. */
  heartbeatMs: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageChars: 128 * 1024,
  maxFrameBytes: 512 * 1024,
  maxSubscriptionsPerSocket: 1_000,
  publishesPerMinute: 600,
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxBatch: 500,
  heartbeatMs: 30_000,
}
