import type { CloudContext } from '../../cloud/CloudContext.js'
import { WALLET_SEARCH_PAGE_SIZE } from '../../constants/pageSizes.js'
import type { WalletListing } from '../../types/connector.js'
import { fetchListings } from './fetchListings.js'
import { registryFilters } from './registryFilters.js'

/** The first 100 wallets matching a search, with the app's filters. Throws what the cloud throws. */
export function fetchSearchListings(
  context: Pick<CloudContext, 'options' | 'cloud'>,
  query: string,
  signal: AbortSignal,
): Promise<{ listings: WalletListing[]; count: number }> {
  const filters = registryFilters(context.options)
  return fetchListings(context, {
    page: 1,
    entries: WALLET_SEARCH_PAGE_SIZE,
    search: query,
    include: filters.include,
    exclude: filters.exclude,
    chains: filters.chains,
    signal,
  })
}
