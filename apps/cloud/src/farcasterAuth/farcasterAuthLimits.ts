/** A channel lives this long by default: the visitor scans the QR code and approves in the wallet app meanwhile. */
export const DEFAULT_FARCASTER_CHANNEL_LIFETIME_MS = 5 * 60_000
/**
 * A channel the wallet app completed in time may still be turned into a session this long after its expiry (the frame
 * polls once a second; an approval in the last moment must not be lost).
 */
export const FARCASTER_FINISH_GRACE_MS = 60_000
/**
 * An expired channel is kept this long before it is deleted (when any channel is opened), so that its visitor's frame
 * still hears "expired" (410), not "unknown channel", and a completed one can still be finished within its grace.
 */
export const FARCASTER_EXPIRED_CHANNEL_RETENTION_MS = 10 * 60_000
/** Channels one client may open per minute (a QR refresh is one). */
export const FARCASTER_CHANNELS_PER_MINUTE = 30
/** Sign In With Farcaster messages are signed for OP Mainnet, where the fid registry lives. */
export const SIWF_CHAIN_ID = 10
/** The statement every Sign In With Farcaster message carries. */
export const SIWF_STATEMENT = 'Farcaster Auth'
