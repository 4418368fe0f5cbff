import { RECENT_WALLETS_MAX } from '../../constants/limits.js'
import type { PorticoContext } from '../../instance/PorticoContext.js'
import type { WalletListing } from '../../types/connector.js'
import type { ChainNamespace } from '../../types/namespace.js'

function listingOf(context: Pick<PorticoContext, 'state'>, namespace: ChainNamespace, connectorId: string) {
  const connector = context.state.connectors.find(
    (entry) => entry.chain === namespace && entry.id === connectorId,
  )
  if (!connector || connector.type === 'AUTH' || connector.type === 'WALLET_CONNECT') return undefined
  const rdns = connector.info?.rdns
  const listed = context.state.listings.find(
    (listing) => listing.id === connector.explorerId || (rdns && listing.rdns === rdns),
  )
  if (listed) return listed
  const listing: WalletListing = { id: connector.explorerId ?? rdns ?? connector.id, name: connector.name }
  const image = connector.imageUrl ?? connector.info?.icon
  if (image !== undefined) listing.image_url = image
  if (rdns !== undefined) listing.rdns = rdns
  return listing
}

/** Puts the connected wallet first in the recent wallets (kept RECENT_WALLETS_MAX, 2) and stores them. */
export function rememberRecentWallet(
  context: Pick<PorticoContext, 'state' | 'storage'>,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  const wallet = listingOf(context, namespace, connectorId)
  if (!wallet) return
  const others = context.state.recentWallets.filter(
    (entry) => entry.id !== wallet.id && (wallet.rdns === undefined || entry.rdns !== wallet.rdns),
  )
  context.state.recentWallets = [wallet, ...others].slice(0, RECENT_WALLETS_MAX)
  context.storage.set('recentWallets', context.state.recentWallets)
}
