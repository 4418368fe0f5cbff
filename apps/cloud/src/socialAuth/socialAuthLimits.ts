/** A started social login must finish within this time (the visitor signs in at the provider meanwhile). */
export const SOCIAL_LOGIN_LIFETIME_MS = 10 * 60_000
/** Largest username kept from a provider. */
export const MAX_SOCIAL_USERNAME_CHARS = 128
