/**
 * The Redis channel on which a wallet import tells every cloud node to drop its wallet index (the message is the
 * sender's id), and an admin change tells them to drop a project (a JSON message, see projectInvalidation).
 */
export const WALLET_INDEX_CHANNEL = 'portico:wallets:invalidate'
