/** How long things may be cached, by the server or (through Cache-Control) by clients. */

/** Generated images never change for an id. */
export const IMAGE_CACHE_SECONDS = 86_400
/** The in-memory wallet search index is reloaded from storage after this long (other nodes may have imported). */
export const WALLET_INDEX_TTL_MS = 60_000
/** The devnet endpoints file is re-read after this long. */
export const DEVNET_ENDPOINTS_TTL_MS = 5_000
/** Indexer: pause between polls, and after a failure. */
export const INDEXER_POLL_MS = 1_000
export const INDEXER_RETRY_MS = 5_000
/** Indexer: most blocks read per poll. */
export const INDEXER_BLOCKS_PER_POLL = 200
/** Graceful shutdown: open connections are cut after this long. */
export const SHUTDOWN_GRACE_MS = 5_000
/** Projects are looked up at most this often per node (admin changes on the same node apply at once). */
export const PROJECT_CACHE_TTL_MS = 5_000
/** Several nodes: a Redis command slower than this fails, and rate limits fall back to this node's counters. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000
/** Several nodes: reconnection attempts to Redis back off up to this pause. */
export const REDIS_RECONNECT_MAX_MS = 2_000
/** Several nodes: a node without the indexer lock asks for it again after this long. */
export const INDEXER_LOCK_RETRY_MS = 2_000
/** PGlite: after writes, a checkpoint and an fsync of the changed files follow within this long. */
export const PGLITE_FLUSH_MS = 1_000
/** Project ids (known and unknown) each node's project cache holds, least recently used dropped first. */
export const PROJECT_CACHE_MAX_IDS = 10_000
/** Indexer: blocks behind the head it indexes up to on chains other than the devnet's (INDEXER_OPTIONS overrides). */
export const INDEXER_DEFAULT_CONFIRMATIONS = 12
/** Indexer: how many recent block hashes it keeps per chain to find where a reorganisation forked. */
export const INDEXER_REORG_WINDOW = 256
