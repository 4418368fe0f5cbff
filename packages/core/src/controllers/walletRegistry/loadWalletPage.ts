import type { CloudContext } from '../../cloud/CloudContext.js'
import { WALLET_LIST_PAGE_SIZE } from '../../constants/pageSizes.js'
import { fetchListings } from './fetchListings.js'
import { mergeListings } from './mergeListings.js'
import { registryFilters } from './registryFilters.js'

/** One list page of 40 wallets into `state.listings`, with the paging in `state.registry`. Throws what the cloud throws. */
export async function loadWalletPage(
  context: Pick<CloudContext, 'state' | 'options' | 'cloud'>,
  page: number,
): Promise<void> {
  const { state } = context
  const filters = registryFilters(context.options)
  const { listings, count } = await fetchListings(context, {
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
}
