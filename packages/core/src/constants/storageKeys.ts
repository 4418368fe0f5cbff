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
  /** Names' lookups (@portico/names): every persisted key is listed here, a package's too (STORAGE_KEYS). */
  nameCache: Record<string, CacheEntry<string | undefined>>
  identityCache: Record<string, CacheEntry<{ name?: string; avatar?: string }>>
  /** Sessions of the default sign-in configuration (@portico/siwx). */
  siwxSessions: SiwxSession[]
  siwxAuthToken: string
  /** The WalletConnect session a reload resumes (@portico/walletconnect; its shape is that package's). */
  walletConnectSession: unknown
}

export type StorageKey = keyof StorageValues

/** The keys named after their value in snake case (`emailLoginUsed` → `@portico/email_login_used`). */
const SNAKE_CASE_NAMES = [
  'email',
  'email_login_used',
  'last_email_login_time',
  'last_used_chain',
  'social_username',
  'smart_account_enabled_networks',
  'active_connector_ids',
  'active_namespace',
  'recent_wallets',
  'connected_social',
  'connection_status',
  'connected_namespaces',
  'connections',
  'disconnected_connector_ids',
  'preferred_account_types',
  'legal_accepted',
  'portfolio_cache',
  'native_balance_cache',
  'name_cache',
  'identity_cache',
  'siwx_auth_token',
] as const

/** The keys whose name is not their value's in snake case. */
const NAMED_APART = {
  activeNetworkId: 'active_caip_network_id',
  deepLinkChoice: 'deeplink_choice',
  siwxSessions: 'siwx',
  walletConnectSession: 'walletconnect/session',
} as const

type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name

type StorageKeys = {
  readonly [Name in (typeof SNAKE_CASE_NAMES)[number] as CamelCase<Name>]: `@portico/${Name}`
} & { readonly [Key in keyof typeof NAMED_APART]: `@portico/${(typeof NAMED_APART)[Key]}` }

/**
 * The persisted key of each value, all under STORAGE_PREFIX: built from the names above rather than written out,
 * which keeps the page's first JS smaller.
 */
export const STORAGE_KEYS = Object.fromEntries(
  [
    ...SNAKE_CASE_NAMES.map((name) => [
      name.replace(/_(.)/g, (_, letter: string) => letter.toUpperCase()),
      name,
    ]),
    ...Object.entries(NAMED_APART),
  ].map(([key, name]) => [key, STORAGE_PREFIX + name]),
) as StorageKeys satisfies Record<StorageKey, `@portico/${string}`>
