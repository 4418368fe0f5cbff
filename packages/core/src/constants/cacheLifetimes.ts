/** Cache lifetimes of docs/behaviour.md#limits, in milliseconds. */

export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const NAME_CACHE_MS = 5 * 60_000
export const IDENTITY_CACHE_MS = 5 * 60_000
/** Balance fetches are retried at least this far apart. */
export const BALANCE_RETRY_MIN_MS = 30_000
