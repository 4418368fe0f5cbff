import type { WalletListing } from '@portico/core'

/**
 * The wallet's link for a pairing URI: on mobile its `mobile_link` + `wc?uri=` (a universal link or a custom
 * scheme, as the registry gives it), on desktop its `desktop_link` the same way; undefined when the registry has none.
 * @example walletLink({ mobile_link: 'https://w.example/' }, 'wc:ab@2?…', 'mobile') // 'https://w.example/wc?uri=wc%3Aab…'
 */
export function walletLink(
  wallet: WalletListing | undefined,
  uri: string,
  device: 'mobile' | 'desktop',
): string | undefined {
  const base = device === 'mobile' ? wallet?.mobile_link : wallet?.desktop_link
  if (!base) return undefined
  return `${walletLinkRoot(base)}wc?uri=${encodeURIComponent(uri)}`
}

/** A registry link (a universal link or a bare custom scheme) as a root ending in '/', ready for `wc?…`. */
export function walletLinkRoot(base: string): string {
  const root = base.includes('://') ? base : `${base.replace(/:?\/*$/, '')}://`
  return root.endsWith('/') ? root : `${root}/`
}
