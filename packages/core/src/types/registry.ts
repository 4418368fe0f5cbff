import type { WalletListing } from './connector.js'

/**
 * The wallet registry's list paging (docs/behaviour.md#calls): 'unavailable' without a Portico Cloud (no cloudUrl,
 * or basic mode); 'idle' until a page is asked for.
 */
export type RegistryStatus = 'unavailable' | 'idle' | 'loading' | 'ready' | 'error'

/** A wallet search: 'waiting' while the visitor types (at least 300 ms), then 'loading'. */
export type WalletSearchStatus = 'idle' | 'waiting' | 'loading' | 'ready' | 'error'

export interface WalletSearchState {
  /** The query the results are for (or are being fetched for). */
  query: string
  status: WalletSearchStatus
  /** The first search page (up to 100 wallets), best match first. */
  results: WalletListing[]
  /** Matches over all pages. */
  count: number
}

/** Registry paging and search for AllWallets; the wallets themselves are in `state.listings`. */
export interface RegistryState {
  status: RegistryStatus
  /** The last list page loaded (pages of 40); 0 before the first. */
  page: number
  /** Registry wallets matching the app's filters, over all pages. */
  count: number
  search: WalletSearchState
}
