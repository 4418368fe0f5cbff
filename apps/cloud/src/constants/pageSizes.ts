/**
 * docs/behaviour.md#calls: featured = number of featured ids (default 4), recommended 4, list 40, search 100. The default and largest
 * wallet page and the history's page sizes are part of the cloud's contract (@portico/cloud-contract).
 */
export const WALLETS_SEARCH_ENTRIES = 100
/** Name suggestions returned at most. */
export const NAME_SUGGESTIONS_COUNT = 5
