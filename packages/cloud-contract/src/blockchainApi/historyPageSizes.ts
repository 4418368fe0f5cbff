/** Transactions per page of an account's history, by default. */
export const TRANSACTIONS_PAGE_SIZE = 20
/** The most transactions one page of history holds. */
export const TRANSACTIONS_MAX_PAGE_SIZE = 100
