/** Wallets a `GET /getWallets` page holds by default (the widget's list page). */
export const WALLETS_DEFAULT_ENTRIES = 40
/** The most wallets one page holds; a larger `entries` is answered with this many. */
export const WALLETS_MAX_ENTRIES = 100
