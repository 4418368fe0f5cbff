/**
 * The three Shamir shares of a wallet's seed (base64url), any two of which rebuild it and one of which reveals
 * nothing: the device share stays in the secure site's storage, the auth share is held by the cloud for the
 * e-mail's sessions, the recovery share is the user's to export.
 */
export type WalletShares = { device: string; auth: string; recovery: string }
