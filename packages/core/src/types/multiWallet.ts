import type { AccountType } from './account.js'
import type { CaipAddress, ChainNamespace } from './namespace.js'
import type { Network } from './network.js'

/** One wallet connection of a namespace as multi-wallet lists it (docs/behaviour.md#state "Connection", with its wallet). */
export interface WalletConnection {
  namespace: ChainNamespace
  connectorId: string
  /** The connection's first account. */
  address: string
  caipAddress: CaipAddress | undefined
  accounts: { address: string; type: AccountType }[]
  caipNetwork: Network | undefined
  /** The wallet's name and icon, from its connector. */
  wallet: { name: string; icon?: string }
  /** Whether it is the namespace's active connection (the one the app's account and signatures use). */
  active: boolean
}

/** Which connection: its connector id in a namespace (the active namespace when none is given). */
export interface WalletConnectionParameters {
  connectorId: string
  namespace?: ChainNamespace | undefined
}

/** A connection's native balance as the Account view shows it (3 decimals, '0.00' on a network the app did not configure). */
export interface WalletConnectionBalance {
  balance: string
  symbol: string | undefined
}

/**
 * Several wallets at once (docs/behaviour.md#permissions): every call needs the project's `multiWallet` remote feature;
 * without it the 'Multi-Wallet Not Enabled' info alert shows (once) and the call returns an empty
 * result (no connections, nothing switched or removed).
 */
export interface PorticoMultiWallet {
  /** Whether the project's `multiWallet` remote feature is on (never shows the alert). */
  isEnabled(): boolean
  /** The connections of a namespace (every namespace when none is given), the active one first. */
  getConnections(namespace?: ChainNamespace): Promise<WalletConnection[]>
  /** Makes a connection the namespace's active one (no prompt); the app's account, balance and signatures follow. */
  switchConnection(parameters: WalletConnectionParameters): Promise<void>
  /** Disconnects one connection; the others stay (the next one becomes active when it was the active one). */
  deleteConnection(parameters: WalletConnectionParameters): Promise<void>
  /** Calls `listener` with the connections whenever they change; returns the function that stops it. */
  subscribeConnections(
    listener: (connections: WalletConnection[]) => void,
    namespace?: ChainNamespace,
  ): () => void
  /** The native balance of one connection's account on its namespace's network. */
  getBalance(parameters: WalletConnectionParameters): Promise<WalletConnectionBalance | undefined>
}
