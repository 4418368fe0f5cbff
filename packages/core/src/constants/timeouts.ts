/** Timeouts and delays of docs/behaviour.md#views, docs/behaviour.md#transitions, docs/behaviour.md#permissions and docs/behaviour.md#limits, in milliseconds. */

/** A new e-mail login request within this time of the last one is refused. */
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
/** The embedded-wallet frame must answer within this time, else 'iframe_load_failed'. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Login-type frame requests (e-mail, OTP, social) time out after this, 'iframe_request_timeout'. */
export const LOGIN_REQUEST_TIMEOUT_MS = 120_000
/** How long sign-out waits for the frame before going on. */
export const SIGN_OUT_WAIT_MS = 3_000
/** Extra wait after the frame reports ready, before syncing dapp data. */
export const FRAME_READY_DELAY_MS = 500
/** A replaced alert closes and reopens after this delay. */
export const ALERT_REOPEN_DELAY_MS = 150
/** The modal shakes for this long. */
export const SHAKE_DURATION_MS = 500
/** Wallet search waits at least this long after the last keystroke. */
export const WALLET_SEARCH_DEBOUNCE_MS = 300
/** Image preloading gives up after this long. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
/** A wallet-connection pairing lives this long. */
export const PAIRING_LIFETIME_MS = 4 * 60_000
/** A pairing counts as expired when less than this remains. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** An embedded-wallet request with an unknown method shows its UI message after this delay. */
export const UNKNOWN_METHOD_MESSAGE_DELAY_MS = 300
