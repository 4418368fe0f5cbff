import type { CloudWallet } from '../../cloud/CloudClient.js'
import type { WalletListing } from '../../types/connector.js'

const LINKS = ['homepage', 'mobile_link', 'desktop_link', 'webapp_link'] as const

/** A registry wallet as a listing: its image URL resolved, absent links left out. */
export function toWalletListing(wallet: CloudWallet, imageUrl: (imageId: string) => string): WalletListing {
  const listing: WalletListing = {
    id: wallet.id,
    name: wallet.name,
    image_id: wallet.image_id,
    image_url: imageUrl(wallet.image_id),
    chains: Array.isArray(wallet.chains) ? [...wallet.chains] : [],
  }
  if (wallet.rdns) listing.rdns = wallet.rdns
  for (const link of LINKS) {
    const value = wallet[link]
    if (value) listing[link] = value
  }
  return listing
}
