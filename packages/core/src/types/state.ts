import type { Locale } from '../i18n/locales.js'
import type { ChainState, Connection } from './account.js'
import type { Alert, Toast } from './alert.js'
import type { PendingRequest } from './approval.js'
import type { ConnectAttempt } from './connectAttempt.js'
import type { Connector, ConnectorStatus, WalletListing } from './connector.js'
import type { ChainNamespace } from './namespace.js'
import type { Features, RemoteFeatures } from './options.js'
import type { RegistryState } from './registry.js'
import type { ThemeMode, ThemeVariables } from './theme.js'
import type { RouterData, ViewName } from './view.js'

/** The whole state of one Portico instance: a valtio proxy, read by the UI through snapshots. */
export interface PorticoState {
  /** Start-up (reconnect) has finished. */
  initialized: boolean
  activeNamespace: ChainNamespace | undefined
  /** One entry per namespace that has an adapter. */
  chains: Partial<Record<ChainNamespace, ChainState>>
  /** Connectors as adapters report them, across namespaces. */
  connectors: Connector[]
  /** Wallets from the registry and customWallets, merged with connectors into rows by selectWalletRows. */
  listings: WalletListing[]
  recentWallets: WalletListing[]
  activeConnectorIds: Partial<Record<ChainNamespace, string>>
  connectorStatus: Record<string, ConnectorStatus>
  connections: Partial<Record<ChainNamespace, Connection[]>>
  /** The latest wallet connection started by `connect` and how it went (undefined before any). */
  connectAttempt: ConnectAttempt | undefined
  modal: { open: boolean; loading: boolean; shake: boolean }
  router: { view: ViewName; history: ViewName[]; data: RouterData | undefined }
  alert: Alert
  toasts: Toast[]
  approvals: PendingRequest[]
  theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }
  /** Effective features: local options, overridden by remote ones when those arrive. */
  features: Features
  remoteFeatures: RemoteFeatures | undefined
  /** The locale the UI shows (its catalogue is loaded); 'en' until another one has arrived. */
  locale: Locale
  /** Counts the arrivals of texts (a locale's catalogue, the features' texts): what reads `t` renders again on a change. */
  textsVersion: number
  /** Wallet registry paging and search (AllWallets); registry wallets land in `listings`. */
  registry: RegistryState
  /** The state of each feature, keyed by its id (e.g. `siwx`: SiwxState); see PorticoFeature. */
  plugins: Record<string, object>
}
