/** Server-side limits. The documented client limits (docs/behaviour.md#limits) are enforced here too. */

/** Default requests per minute per project and bucket (wallet API, RPC proxy, blockchain API). */
export const DEFAULT_PROJECT_RATE_LIMIT_PER_MINUTE = 6_000
/** Length of one rate-limit window. */
export const RATE_LIMIT_WINDOW_MS = 60_000
/** docs/behaviour.md#limits: error reports at most 5 per 60 s (per project and client address). */
export const ERROR_REPORTS_PER_WINDOW = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000
/** Largest JSON-RPC batch the proxy forwards. */
export const MAX_RPC_BATCH = 50
/** How long the proxy waits for an upstream node. */
export const RPC_UPSTREAM_TIMEOUT_MS = 15_000
/** A signed name-registration message older than this is refused. */
export const NAME_MESSAGE_MAX_AGE_MS = 10 * 60_000
/** Default requests per minute per client address, project and bucket (CLIENT_RATE_LIMIT_PER_MINUTE). */
export const DEFAULT_CLIENT_RATE_LIMIT_PER_MINUTE = 600
/** Default for requests without an Origin header (NO_ORIGIN_RATE_LIMIT_PER_MINUTE). */
export const DEFAULT_NO_ORIGIN_RATE_LIMIT_PER_MINUTE = 120
/** Default lookups of project ids unknown to the cache per client address and minute (UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE). */
export const DEFAULT_UNKNOWN_PROJECT_LOOKUPS_PER_MINUTE = 60
/** The window of a project's analytics budget (ANALYTICS_EVENTS_PER_DAY). */
export const ANALYTICS_BUDGET_WINDOW_MS = 24 * 60 * 60_000
/** Default login mails per client address and hour (LOGIN_MAILS_PER_CLIENT_PER_HOUR). */
export const DEFAULT_LOGIN_MAILS_PER_CLIENT_PER_HOUR = 20
/** Default login mails per project and hour (LOGIN_MAILS_PER_PROJECT_PER_HOUR). */
export const DEFAULT_LOGIN_MAILS_PER_PROJECT_PER_HOUR = 1_000
/** The window of the login-mail budgets. */
export const LOGIN_MAIL_WINDOW_MS = 60 * 60_000
