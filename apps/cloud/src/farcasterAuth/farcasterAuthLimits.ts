/** A channel lives this long by default: the visitor scans the QR code and approves in the wallet app meanwhile. */
export const DEFAULT_FARCASTER_CHANNEL_LIFETIME_MS = 5 * 60_000
/** Channels one client may open per minute (a QR refresh is one). */
export const FARCASTER_CHANNELS_PER_MINUTE = 30
/** Sign In With Farcaster messages are signed for OP Mainnet, where the fid registry lives. */
export const SIWF_CHAIN_ID = 10
/** The statement every Sign In With Farcaster message carries. */
export const SIWF_STATEMENT = 'Farcaster Auth'
