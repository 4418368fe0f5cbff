import type { GetWalletsParameters } from '../../cloud/CloudClient.js'
import type { CloudContext } from '../../cloud/CloudContext.js'
import {
  RECOMMENDED_WALLETS_PAGE_SIZE,
  WALLET_LIST_PAGE_SIZE,
  WALLET_SEARCH_PAGE_SIZE,
} from '../../constants/pageSizes.js'
import { WALLET_SEARCH_DEBOUNCE_MS } from '../../constants/timeouts.js'
import type { WalletListing } from '../../types/connector.js'
import { mergeListings } from './mergeListings.js'
import { registryFilters } from './registryFilters.js'
import { toWalletListing } from './toWalletListing.js'

export interface WalletRegistry {
  /** Featured (the app's featured ids) and recommended (4) wallets, loaded once. */
  loadRecommended(): Promise<void>
  /** One list page of 40 wallets (default: the page after the last one loaded). */
  fetchWallets(parameters?: { page?: number }): Promise<void>
  /** Debounced search of 100 wallets; a newer query cancels an older one. */
  searchWallets(query: string): void
}

/**
 * The wallet registry of one instance (spec §7): featured wallets (a page of as many as the app's
 * featuredWalletIds), recommended (4, the featured excluded), list pages of 40 and search pages
 * of 100, all with the app's include, exclude and chain filters. Wallets land in `state.listings`
 * (one entry per wallet), paging in `state.registry`, search results in `state.registry.search`.
 * Failures are logged and never thrown.
 */
export function createWalletRegistry(context: CloudContext): WalletRegistry {
  const { state, options, cloud } = context
  const filters = registryFilters(options)
  const featuredIds = [...options.featuredWalletIds]
  const pages = new Map<number, Promise<void>>()
  let recommended: Promise<void> | undefined
  let searchSequence = 0
  let searchAbort: AbortController | undefined

  const listingsOf = async (parameters: GetWalletsParameters) => {
    const answer = await cloud.getWallets(parameters)
    const data = Array.isArray(answer.data) ? answer.data : []
    const listings: WalletListing[] = data.map((wallet) => toWalletListing(wallet, cloud.getWalletImageUrl))
    return { listings, count: typeof answer.count === 'number' ? answer.count : listings.length }
  }

  async function loadFeaturedAndRecommended(): Promise<void> {
    try {
      const featured =
        featuredIds.length > 0
          ? await listingsOf({
              page: 1,
              entries: featuredIds.length,
              include: featuredIds,
              exclude: filters.exclude,
            })
          : undefined
      const top = await listingsOf({
        page: 1,
        entries: RECOMMENDED_WALLETS_PAGE_SIZE,
        include: filters.include,
        exclude: [...filters.exclude, ...featuredIds],
        chains: filters.chains,
      })
      // Featured wallets show in the app's order, whatever order the registry answers in.
      const ordered = [...(featured?.listings ?? [])].sort(
        (a, b) => featuredIds.indexOf(a.id) - featuredIds.indexOf(b.id),
      )
      mergeListings(state, [...ordered, ...top.listings])
      // The registry's size for Connect's 'All wallets' row, until a list page gives the exact count.
      if (state.registry.page === 0) state.registry.count = top.count + ordered.length
    } catch (error) {
      recommended = undefined
      console.warn('Portico: could not load the featured and recommended wallets', error)
    }
  }

  async function loadPage(page: number): Promise<void> {
    state.registry.status = 'loading'
    try {
      const { listings, count } = await listingsOf({
        page,
        entries: WALLET_LIST_PAGE_SIZE,
        include: filters.include,
        exclude: filters.exclude,
        chains: filters.chains,
      })
      mergeListings(state, listings)
      state.registry.page = Math.max(state.registry.page, page)
      state.registry.count = count
      state.registry.status = 'ready'
    } catch (error) {
      pages.delete(page)
      state.registry.status = 'error'
      console.warn(`Portico: could not load page ${page} of the wallet registry`, error)
    }
  }

  async function runSearch(sequence: number, query: string): Promise<void> {
    if (sequence !== searchSequence) return
    searchAbort = new AbortController()
    state.registry.search.status = 'loading'
    try {
      const { listings, count } = await listingsOf({
        page: 1,
        entries: WALLET_SEARCH_PAGE_SIZE,
        search: query,
        include: filters.include,
        exclude: filters.exclude,
        chains: filters.chains,
        signal: searchAbort.signal,
      })
      if (sequence !== searchSequence) return
      state.registry.search = { query, status: 'ready', results: listings, count }
    } catch (error) {
      if (sequence !== searchSequence) return
      state.registry.search.status = 'error'
      console.warn('Portico: the wallet search failed', error)
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
