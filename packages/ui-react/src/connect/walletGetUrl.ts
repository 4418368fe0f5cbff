import type { WalletListing } from '@portico/core'

/**
 * Where a visitor gets a wallet that is not installed here: its registry listing's homepage (else its desktop or
 * web app link). Only an http(s) address is kept, since the listing comes from the cloud's registry.
 */
export function walletGetUrl(listing: WalletListing | undefined): string | undefined {
  for (const link of [listing?.homepage, listing?.desktop_link, listing?.webapp_link]) {
    if (!link) continue
    try {
      const url = new URL(link)
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.href
    } catch {
      // Not an address: the next link.
    }
  }
  return undefined
}
