import { isCaip2ChainId } from '../chains/caip2ChainIdSchema.js'
import type { ExplorerListing } from './explorerListingSchema.js'
import { isWalletId } from './walletIdSchema.js'
import { type Wallet, walletSchema } from './walletSchema.js'

/** Maps an explorer listing to a registry wallet; empty links become null, non-CAIP-2 chains are dropped. */
export function mapExplorerListing(listing: ExplorerListing): Wallet {
  const pick = (...values: (string | null | undefined)[]) => values.find((value) => value?.trim()) ?? null
  const imageId = pick(listing.image_id)
  return walletSchema.parse({
    id: listing.id,
    name: listing.name,
    image_id: imageId && isWalletId(imageId) ? imageId : listing.id,
    rdns: pick(listing.rdns),
    chains: (listing.chains ?? []).filter(isCaip2ChainId),
    homepage: pick(listing.homepage),
    mobile_link: pick(listing.mobile?.native, listing.mobile?.universal),
    desktop_link: pick(listing.desktop?.native, listing.desktop?.universal),
    webapp_link: pick(listing.app?.browser),
    app_store: pick(listing.app?.ios),
    play_store: pick(listing.app?.android),
    chrome_store: pick(listing.app?.chrome),
    badge_type: listing.badge_type === 'certified' ? 'certified' : 'none',
  })
}
