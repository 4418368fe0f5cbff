/**
 * The relay's server-side limits (docs/cloud.md, "Limits"). A request past one is answered with a JSON-RPC error on a
 * socket that stays open; a socket past one is refused before its upgrade with an HTTP status.
 */
export type RelayLimits = {
  /** Largest `message` of one publish, in characters (the clients send base64 envelopes). */
  maxMessageChars: number
  /** Largest WebSocket frame; a larger one closes the socket with 1009 (the one limit that cannot be answered). */
  maxFrameBytes: number
  /** Topics one socket may be subscribed to at once. */
  maxSubscriptionsPerSocket: number
  /** Publishes (each message of a batch counts) per client (did:key) and minute, shared by all nodes through Redis. */
  publishesPerMinute: number
  /** The same per client address: a did:key costs nothing to make, an address does. Shared through Redis. */
  publishesPerAddressPerMinute: number
  /** Shortest and longest TTL a publish may ask for, in seconds. */
  minTtlSeconds: number
  maxTtlSeconds: number
  /** Topics in one batch request. */
  maxBatch: number
  /** Topics in one irn_batchFetchMessages. */
  maxFetchTopics: number
  /** irn_batchFetchMessages requests per socket and minute. */
  fetchesPerSocketPerMinute: number
  /** Topics read from the mailbox (fetched or replayed on subscribe) per client address and minute, across nodes. */
  readTopicsPerAddressPerMinute: number
  /** Messages the mailbox keeps for one project (until their TTL); a publish past it is refused. */
  maxMailboxMessagesPerProject: number
  /** Bytes (UTF-8) of messages the mailbox keeps for one project. */
  maxMailboxBytesPerProject: number
  /** Relay sockets one node holds, apart from its HTTP connections (`MAX_CONNECTIONS`). */
  maxSockets: number
  /** Relay sockets one client address may hold open on one node. */
  maxSocketsPerAddress: number
  /**
   * New relay sockets (upgrade requests) one client address may open per minute, across nodes: each one costs a
   * signature check and a restore of the client's subscriptions, however briefly it stays open.
   */
  connectionsPerAddressPerMinute: number
  /** Longest life (`exp` − `iat`) of a client's auth JWT, in seconds; the official clients sign for one day. */
  maxJwtLifetimeSeconds: number
  /** A socket that has not answered a ping for this long is closed. */
  heartbeatMs: number
}

export const DEFAULT_RELAY_LIMITS: RelayLimits = {
  maxMessageChars: 128 * 1024,
  maxFrameBytes: 512 * 1024,
  maxSubscriptionsPerSocket: 1_000,
  publishesPerMinute: 600,
  publishesPerAddressPerMinute: 1_200,
  minTtlSeconds: 10,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxBatch: 500,
  maxFetchTopics: 100,
  fetchesPerSocketPerMinute: 60,
  readTopicsPerAddressPerMinute: 10_000,
  maxMailboxMessagesPerProject: 100_000,
  maxMailboxBytesPerProject: 256 * 1024 * 1024,
  maxSockets: 1_000,
  maxSocketsPerAddress: 50,
  // Generous: many visitors may share one address (an office, a carrier's NAT), and each page load is a socket.
  connectionsPerAddressPerMinute: 300,
  maxJwtLifetimeSeconds: 24 * 60 * 60,
  heartbeatMs: 30_000,
}
