import { PAIRING_EXPIRY_MARGIN_MS } from '../constants/timeouts.js'

/**
 * Whether a wallet-connection pairing should no longer be offered: it is expired when under 10 s
 * remain (docs/behaviour.md#validation), or when it has no expiry.
 * @param expiry when the pairing expires, in ms since the epoch
 */
export function isPairingExpired(expiry: number | undefined, now: number = Date.now()): boolean {
  return expiry === undefined || expiry - now < PAIRING_EXPIRY_MARGIN_MS
}
