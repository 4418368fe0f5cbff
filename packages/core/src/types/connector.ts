import type { ChainNamespace } from './namespace.js'

/** How a connector came to be (docs/behaviour.md#state). WALLET_CONNECT is the QR / deep-link connector. */
export type ConnectorType = 'MULTI_CHAIN' | 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL' | 'AUTH' | 'WALLET_CONNECT'

/** One way to connect one wallet in one namespace, as an adapter reports it. */
export interface Connector {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns?: string; icon?: string }
  /** The wallet's own provider object (EIP-1193 for eip155). Opaque to core. */
  provider?: unknown
}

/** Groups of the wallet list, in display order (docs/behaviour.md#limits "Connector order"). */
export type WalletGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** A wallet from the registry, an app's customWallets or the recent list (docs/behaviour.md#state "Wallet"). */
export interface WalletListing {
  id: string
  name: string
  image_id?: string
  image_url?: string
  rdns?: string
  chains?: string[]
  homepage?: string
  mobile_link?: string
  desktop_link?: string
  webapp_link?: string
}

/** One row of the wallet list after normalisation: one per wallet, keyed by rdns or id. */
export interface WalletRow {
  key: string
  name: string
  imageUrl?: string
  rdns?: string
  group: WalletGroup
  installed: boolean
  /** Connectors for this wallet, at most one per namespace. */
  connectors: Connector[]
  listing?: WalletListing
}

/** Per-connector connection status (docs/behaviour.md#transitions). */
export type ConnectorStatus = 'connected' | 'active' | 'disconnected'
