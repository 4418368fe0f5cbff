import { isChainNamespace } from '../caip/isChainNamespace.js'
import { RECENT_WALLETS_MAX } from '../constants/limits.js'
import type { WalletListing } from '../types/connector.js'
import type { PorticoContext } from './PorticoContext.js'

function isListing(value: unknown): value is WalletListing {
  if (typeof value !== 'object' || value === null) return false
  const { id, name } = value as Partial<WalletListing>
  return typeof id === 'string' && typeof name === 'string'
}

/**
 * The visitor's stored choices, applied at start-up in the browser (never at creation, so the
 * first render matches the server's): recent wallets, the active namespace and its last network.
 * Values of the wrong shape are ignored.
 */
export function applyStoredPreferences(context: Pick<PorticoContext, 'state' | 'storage'>): void {
  const { state, storage } = context
  const recent: unknown = storage.get('recentWallets')
  if (Array.isArray(recent)) state.recentWallets = recent.filter(isListing).slice(0, RECENT_WALLETS_MAX)

  const namespace: unknown = storage.get('activeNamespace')
  if (isChainNamespace(namespace) && state.chains[namespace]) state.activeNamespace = namespace

  const networkId: unknown = storage.get('activeNetworkId')
  for (const chain of Object.values(state.chains)) {
    const network = chain.caipNetworks.find((candidate) => candidate.caipNetworkId === networkId)
    if (network) chain.networkState.caipNetwork = network
  }
}
