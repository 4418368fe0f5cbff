/** The Redis channel on which a wallet import tells every cloud node to drop its wallet index. */
export const WALLET_INDEX_CHANNEL = 'portico:wallets:invalidate'
