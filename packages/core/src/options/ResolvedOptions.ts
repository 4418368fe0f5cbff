import type { StorageBackend } from '../storage/StorageBackend.js'
import type { ChainAdapter } from '../types/adapter.js'
import type { WalletListing } from '../types/connector.js'
import type { PorticoFeature } from '../types/feature.js'
import type { ChainNamespace } from '../types/namespace.js'
import type { Network } from '../types/network.js'
import type { Features, Metadata, SiwxConfig } from '../types/options.js'
import type { ThemeMode, ThemeVariables } from '../types/theme.js'

/**
 * createPortico options after checking, with every default filled. The object is frozen; copy
 * nested values before putting them into (mutable) state.
 */
export interface ResolvedOptions {
  readonly projectId: string
  /** The app's networks, duplicates (same caipNetworkId) dropped, in the order given. */
  readonly networks: readonly Network[]
  /** At most one adapter per namespace. */
  readonly adapters: readonly ChainAdapter[]
  /** The app's metadata; from the page's title and location when not given in a browser; else undefined. */
  readonly metadata: Metadata | undefined
  readonly features: Readonly<Features>
  readonly themeMode: ThemeMode
  readonly themeVariables: Readonly<ThemeVariables>
  /** The given default network (as found in `networks`), else the first network. */
  readonly defaultNetwork: Network
  /** The given default namespace, else the default network's. */
  readonly defaultNamespace: ChainNamespace
  readonly allowUnsupportedChain: boolean
  readonly enableNetworkSwitch: boolean
  readonly enableReconnect: boolean
  readonly enableEIP6963: boolean
  readonly enableInjected: boolean
  readonly enableWalletConnect: boolean
  readonly featuredWalletIds: readonly string[]
  readonly includeWalletIds: readonly string[]
  readonly excludeWalletIds: readonly string[]
  readonly customWallets: readonly WalletListing[]
  readonly termsConditionsUrl: string | undefined
  readonly privacyPolicyUrl: string | undefined
  readonly basic: boolean
  readonly manualControl: boolean
  readonly enableEmbedded: boolean
  readonly disableAppend: boolean
  readonly debug: boolean
  readonly enableWallets: boolean
  readonly enableWalletGuide: boolean
  readonly enableAuthLogger: boolean
  /** The sign-in configuration: `siwx`, or the legacy `siweConfig` (never both). */
  readonly siwx: SiwxConfig | undefined
  readonly cloudUrl: string | undefined
  /** The app's feature packages, each id once. */
  readonly plugins: readonly PorticoFeature<unknown, object>[]
  readonly storage: StorageBackend | undefined
  /** The locale asked for (matched against the shipped ones at start), else undefined: English. */
  readonly locale: string | undefined
}
