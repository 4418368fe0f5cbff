import type { CloudContext } from '../../cloud/CloudContext.js'
import { RECOMMENDED_WALLETS_PAGE_SIZE } from '../../constants/pageSizes.js'
import { fetchListings } from './fetchListings.js'
import { mergeListings } from './mergeListings.js'
import { registryFilters } from './registryFilters.js'

/**
 * Featured wallets (a page of as many as the app's featuredWalletIds, in the app's order) then the 4
 * recommended (the featured excluded) into `state.listings`; the registry's size for Connect's 'All
 * wallets' row until a list page gives the exact count. Throws what the cloud throws.
 */
export async function loadFeaturedAndRecommended(
  context: Pick<CloudContext, 'state' | 'options' | 'cloud'>,
): Promise<void> {
  const { state, options } = context
  const filters = registryFilters(options)
  const featuredIds = options.featuredWalletIds
  const featured =
    featuredIds.length > 0
      ? await fetchListings(context, {
          page: 1,
          entries: featuredIds.length,
          include: [...featuredIds],
          exclude: filters.exclude,
        })
      : undefined
  const top = await fetchListings(context, {
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
  if (state.registry.page === 0) state.registry.count = top.count + ordered.length
}
