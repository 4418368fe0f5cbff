/** How long a sign-in nonce may be used (single use). */
export const SIWX_NONCE_TTL_MS = 5 * 60_000
/** A session's lifetime when its message has no expiration time. */
export const SIWX_SESSION_DEFAULT_MS = 24 * 60 * 60_000
/** The longest session, whatever the message's expiration time says. */
export const SIWX_SESSION_MAX_MS = 7 * 24 * 60 * 60_000
