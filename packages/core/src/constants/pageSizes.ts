/** Wallet API page sizes of docs/behaviour.md#calls. */

/** Featured wallets: as many as the app's featured ids; this many when it gives none. */
export const FEATURED_WALLETS_DEFAULT_COUNT = 4
export const RECOMMENDED_WALLETS_PAGE_SIZE = 4
export const WALLET_LIST_PAGE_SIZE = 40
export const WALLET_SEARCH_PAGE_SIZE = 100
