/** Limits of docs/behaviour.md#views and docs/behaviour.md#limits. */

/** Recent wallets kept. */
export const RECENT_WALLETS_MAX = 2
export const MAX_PENDING_TRANSACTIONS = 99
/** Error reports: at most ERROR_REPORTS_MAX per ERROR_REPORTS_WINDOW_MS. */
export const ERROR_REPORTS_MAX = 5
export const ERROR_REPORTS_WINDOW_MS = 60_000
/** The in-memory log buffer holds about this many bytes. */
export const LOG_BUFFER_BYTES = 1024 * 1024
export const MODAL_WIDTH_PX = 360
