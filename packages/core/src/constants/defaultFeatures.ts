import type { WalletGroup } from '../types/connector.js'
import type { ConnectMethod, Features } from '../types/options.js'

/** Default connect-method order (docs/behaviour.md#views). */
export const DEFAULT_CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']

/**
 * Order of the wallet features in the Account view (docs/behaviour.md#limits): a public constant, so it names swaps'
 * and the on-ramp's entries (`FeatureAccountEntry.order`); a feature not in it goes after them, in plugin order.
 */
export const WALLET_FEATURES_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** Order of the wallet-list groups (docs/behaviour.md#limits). */
export const CONNECTOR_ORDER: readonly WalletGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/**
 * Local feature defaults (docs/behaviour.md#limits): receive, send, analytics, allWallets on; legalCheckbox,
 * smartSessions, collapseWallets off. The cloud-backed features (email, socials, history, and a package's switch the
 * cloud decides: swaps, onramp) are off locally: they need a Portico Cloud, whose remote features turn them on.
 */
export const DEFAULT_FEATURES: Readonly<Features> = {
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  email: false,
  socials: false,
  history: false,
  connectMethodsOrder: [...DEFAULT_CONNECT_METHODS_ORDER],
}
