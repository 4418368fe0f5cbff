/** Server-side limits. The spec's client limits (§9) are enforced here too. */

/** Default requests per minute per project and bucket (wallet API, RPC proxy, blockchain API). */
export const DEFAULT_PROJECT_RATE_LIMIT_PER_MINUTE = 6_000
/** Length of one rate-limit window. */
export const RATE_LIMIT_WINDOW_MS = 60_000
/** Spec §9: error reports at most 5 per 60 s (per project and client address). */
export const ERROR_REPORTS_PER_WINDOW = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000
/** Largest accepted request body of the public API. */
export const MAX_BODY_BYTES = 256 * 1024
/** Largest accepted admin request body (catalogue imports). */
export const MAX_ADMIN_BODY_BYTES = 32 * 1024 * 1024
/** Largest JSON-RPC batch the proxy forwards. */
export const MAX_RPC_BATCH = 50
/** How long the proxy waits for an upstream node. */
export const RPC_UPSTREAM_TIMEOUT_MS = 15_000
/** A signed name-registration message older than this is refused. */
export const NAME_MESSAGE_MAX_AGE_MS = 10 * 60_000
