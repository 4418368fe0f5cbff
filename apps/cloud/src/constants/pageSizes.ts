/** Spec §7: featured = number of featured ids (default 4), recommended 4, list 40, search 100. */
export const WALLETS_DEFAULT_ENTRIES = 40
export const WALLETS_SEARCH_ENTRIES = 100
export const WALLETS_MAX_ENTRIES = 100
/** Transactions per page of an account's history. */
export const TRANSACTIONS_PAGE_SIZE = 20
export const TRANSACTIONS_MAX_PAGE_SIZE = 100
/** Name suggestions returned at most. */
export const NAME_SUGGESTIONS_COUNT = 5
