import type { WalletListing } from '../../types/connector.js'
import type { PorticoState } from '../../types/state.js'

/** Adds registry wallets to `state.listings`, each wallet once (by id), keeping the first copy. */
export function mergeListings(
  state: Pick<PorticoState, 'listings'>,
  wallets: readonly WalletListing[],
): void {
  const known = new Set(state.listings.map((listing) => listing.id))
  for (const wallet of wallets) {
    if (known.has(wallet.id)) continue
    known.add(wallet.id)
    state.listings.push(wallet)
  }
}
