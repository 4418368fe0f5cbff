import type { AccountStatus, AccountType, Connection, TokenBalance } from '../types/account.js'
import type { WalletListing } from '../types/connector.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import type { SocialProvider } from '../types/options.js'
import type { SiwxSession } from '../types/siwx.js'

/** Every persisted key sits under this prefix (docs/behaviour.md#state "Keys sit under an app prefix"). */
export const STORAGE_PREFIX = '@portico/'

/** An entry of a timed cache; `timestamp` is when it was stored (ms since epoch). */
export interface CacheEntry<T> {
  timestamp: number
  value: T
}

/** What each persisted key holds (docs/behaviour.md#state "Local storage"). Values are stored as JSON. */
export interface StorageValues {
  email: string
  emailLoginUsed: boolean
  /** When the last e-mail login was requested (ms since epoch), for the 30 s cooldown. */
  lastEmailLoginTime: number
  lastUsedChain: CaipNetworkId
  socialUsername: string
  smartAccountEnabledNetworks: number[]
  /** At most one active connector id per namespace. */
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  activeNamespace: ChainNamespace
  activeNetworkId: CaipNetworkId
  /** At most RECENT_WALLETS_MAX entries, newest first. */
  recentWallets: WalletListing[]
  connectedSocial: SocialProvider
  connectionStatus: AccountStatus
  connectedNamespaces: ChainNamespace[]
  connections: Partial<Record<ChainNamespace, Connection[]>>
  disconnectedConnectorIds: Partial<Record<ChainNamespace, string[]>>
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  /** The visitor ticked the Connect view's terms and privacy checkbox (`features.legalCheckbox`). */
  legalAccepted: boolean
  /** The wallet link the visitor last opened on mobile. */
  deepLinkChoice: { href: string; name: string }
  portfolioCache: Record<CaipAddress, CacheEntry<TokenBalance[]>>
  nativeBalanceCache: Record<CaipAddress, CacheEntry<{ balance: string; symbol: string }>>
  nameCache: Record<string, CacheEntry<string | undefined>>
  identityCache: Record<string, CacheEntry<{ name?: string; avatar?: string }>>
  /** Sessions of the default sign-in configuration (@portico/siwx). */
  siwxSessions: SiwxSession[]
  siwxAuthToken: string
  /** The WalletConnect session a reload resumes (@portico/walletconnect; its shape is that package's). */
  walletConnectSession: unknown
}

export type StorageKey = keyof StorageValues

/** The persisted key of each value, all under STORAGE_PREFIX. */
export const STORAGE_KEYS = {
  email: '@portico/email',
  emailLoginUsed: '@portico/email_login_used',
  lastEmailLoginTime: '@portico/last_email_login_time',
  lastUsedChain: '@portico/last_used_chain',
  socialUsername: '@portico/social_username',
  smartAccountEnabledNetworks: '@portico/smart_account_enabled_networks',
  activeConnectorIds: '@portico/active_connector_ids',
  activeNamespace: '@portico/active_namespace',
  activeNetworkId: '@portico/active_caip_network_id',
  recentWallets: '@portico/recent_wallets',
  connectedSocial: '@portico/connected_social',
  connectionStatus: '@portico/connection_status',
  connectedNamespaces: '@portico/connected_namespaces',
  connections: '@portico/connections',
  disconnectedConnectorIds: '@portico/disconnected_connector_ids',
  preferredAccountTypes: '@portico/preferred_account_types',
  legalAccepted: '@portico/legal_accepted',
  deepLinkChoice: '@portico/deeplink_choice',
  portfolioCache: '@portico/portfolio_cache',
  nativeBalanceCache: '@portico/native_balance_cache',
  nameCache: '@portico/name_cache',
  identityCache: '@portico/identity_cache',
  siwxSessions: '@portico/siwx',
  siwxAuthToken: '@portico/siwx_auth_token',
  walletConnectSession: '@portico/walletconnect/session',
} as const satisfies Record<StorageKey, `@portico/${string}`>
