/** A new login mail to the same mailbox (loginMailbox) is refused this long after the last one (docs/behaviour.md#validation, docs/behaviour.md#limits: 30 s). */
export const EMAIL_CODE_COOLDOWN_MS = 30_000
/** A code is valid this long (10 minutes). */
export const EMAIL_CODE_LIFETIME_MS = 10 * 60_000
/** Wrong attempts that lock a code; a new code must be requested then. */
export const EMAIL_CODE_MAX_WRONG_ATTEMPTS = 5
/** Digits of a code. */
export const EMAIL_CODE_DIGITS = 6
/** A session of a verified e-mail lasts this long. */
export const AUTH_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60_000
/** Largest auth share accepted (base64 text of a Shamir share of a 32-byte seed, with room). */
export const MAX_AUTH_SHARE_CHARS = 512
/** A device-approval link works this long (and once). */
export const DEVICE_LINK_LIFETIME_MS = 15 * 60_000
/**
 * At most this many login mails (codes and device-approval links alike) per mailbox in MAILBOX_WINDOW_MS to devices
 * the e-mail has not remembered; its remembered devices have the cooldown only, so strangers cannot use them up.
 */
export const MAILBOX_MAILS_PER_WINDOW = 5
export const MAILBOX_WINDOW_MS = 60 * 60_000
