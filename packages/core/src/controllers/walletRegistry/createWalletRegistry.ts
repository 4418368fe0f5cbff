import type { CloudContext } from '../../cloud/CloudContext.js'
import { warnCloudFailure } from '../../cloud/warnCloudFailure.js'
import { WALLET_SEARCH_DEBOUNCE_MS } from '../../constants/timeouts.js'

export interface WalletRegistry {
  /** Featured (the app's featured ids) and recommended (4) wallets, loaded once. */
  loadRecommended(): Promise<void>
  /** One list page of 40 wallets (default: the page after the last one loaded). */
  fetchWallets(parameters?: { page?: number }): Promise<void>
  /** Debounced search of 100 wallets; a newer query cancels an older one. */
  searchWallets(query: string): void
}

/** The registry's requests: one chunk, loaded with the first ask (the modal's first opening or an idle browser). */
const onDemand = () => import('./registryOnDemand.js')

/**
 * The wallet registry of one instance (docs/behaviour.md#calls): featured wallets (a page of as many as the app's
 * featuredWalletIds), recommended (4, the featured excluded), list pages of 40 and search pages
 * of 100, all with the app's include, exclude and chain filters. Wallets land in `state.listings`
 * (one entry per wallet), paging in `state.registry`, search results in `state.registry.search`.
 * Failures are logged and never thrown.
 */
export function createWalletRegistry(context: CloudContext): WalletRegistry {
  const { state } = context
  const pages = new Map<number, Promise<void>>()
  let recommended: Promise<void> | undefined
  let searchSequence = 0
  let searchAbort: AbortController | undefined

  async function loadFeaturedAndRecommended(): Promise<void> {
    try {
      await (await onDemand()).loadFeaturedAndRecommended(context)
    } catch (error) {
      recommended = undefined
      warnCloudFailure('Portico: could not load the featured and recommended wallets', error)
    }
  }

  async function loadPage(page: number): Promise<void> {
    state.registry.status = 'loading'
    try {
      await (await onDemand()).loadWalletPage(context, page)
    } catch (error) {
      pages.delete(page)
      state.registry.status = 'error'
      warnCloudFailure(`Portico: could not load page ${page} of the wallet registry`, error)
    }
  }

  async function runSearch(sequence: number, query: string): Promise<void> {
    if (sequence !== searchSequence) return
    searchAbort = new AbortController()
    state.registry.search.status = 'loading'
    try {
      const { listings, count } = await (await onDemand()).fetchSearchListings(
        context,
        query,
        searchAbort.signal,
      )
      if (sequence !== searchSequence) return
      state.registry.search = { query, status: 'ready', results: listings, count }
    } catch (error) {
      if (sequence !== searchSequence) return
      state.registry.search.status = 'error'
      warnCloudFailure('Portico: the wallet search failed', error)
    }
  }

  return {
    loadRecommended() {
      recommended ??= loadFeaturedAndRecommended()
      return recommended
    },
    fetchWallets({ page = state.registry.page + 1 } = {}) {
      const loading = pages.get(page) ?? loadPage(page)
      pages.set(page, loading)
      return loading
    },
    searchWallets(query) {
      searchSequence += 1
      const sequence = searchSequence
      searchAbort?.abort()
      searchAbort = undefined
      const trimmed = query.trim()
      if (trimmed === '') {
        state.registry.search = { query: '', status: 'idle', results: [], count: 0 }
        return
      }
      state.registry.search.query = trimmed
      state.registry.search.status = 'waiting'
      context.timers.set(() => void runSearch(sequence, trimmed), WALLET_SEARCH_DEBOUNCE_MS)
    },
  }
}
