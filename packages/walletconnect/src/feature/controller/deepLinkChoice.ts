import { type FeatureContext, isSafeRpcMethod, type WalletListing } from '@portico/core'
import { walletLinkRoot } from '../../view/walletLinks.js'

type DeepLinkContext = Pick<FeatureContext, 'storage' | 'portico'>

/**
 * On a phone, the registry wallet the visitor chose to open is remembered (`@portico/deeplink_choice`: its
 * `mobile_link` and name), so that a later request to that wallet can bring it to the front.
 */
export function rememberDeepLink(context: DeepLinkContext, wallet: WalletListing | undefined): void {
  if (!context.portico.isMobile() || !wallet?.mobile_link) return
  context.storage.set('deepLinkChoice', { href: wallet.mobile_link, name: wallet.name })
}

/**
 * A request sent to the connected wallet on a phone opens the remembered wallet link (`wc?sessionTopic=`), so the
 * visitor lands in the wallet to answer it; read-only methods, which the wallet answers by itself, open nothing.
 */
export function bringWalletForward(context: DeepLinkContext, method: string, topic: string): void {
  const choice = context.storage.get('deepLinkChoice')
  if (!context.portico.isMobile() || !choice?.href || isSafeRpcMethod(method)) return
  const link = `${walletLinkRoot(choice.href)}wc?sessionTopic=${encodeURIComponent(topic)}`
  // A universal link opens in a new tab (the page stays); a custom scheme replaces nothing, the OS hands it over.
  window.open(link, /^https?:/.test(link) ? '_blank' : '_self', 'noreferrer noopener')
}

/** The wallet connection ended: the remembered link goes with it. */
export function forgetDeepLink(context: Pick<FeatureContext, 'storage'>): void {
  context.storage.remove('deepLinkChoice')
}
