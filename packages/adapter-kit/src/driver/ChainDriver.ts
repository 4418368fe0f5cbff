import type {
  AdapterBalance,
  Connector,
  Network,
  RemoteSession,
  SendTokenTransferParameters,
  SendTransactionParameters,
} from '@portico/core'
import type { DriverSession } from './DriverSession.js'

/** What a driver's balance watcher gets: the address on the network, and whom to tell. */
export interface DriverBalanceWatch {
  network: Network
  address: string
  /** The balance the adapter last returned for this address and network, so a late first reading can tell it is stale. */
  knownValue(): bigint | undefined
  /** The balance changed. */
  onChange(): void
  /** Aborted when the watcher is stopped: a watcher loaded on first use checks it before it starts. */
  signal: AbortSignal
}

/**
 * A chain's protocol under the adapter lifecycle of {@link createChainAdapter}: how to find wallets, connect
 * them, read their accounts, read and watch a balance, sign and send. The lifecycle owns the rest (the current
 * network, the session table, balance watchers, switches reported as chainChanged, destroy).
 */
export interface ChainDriver<S extends DriverSession> {
  /** Starts discovery (and any page-wide listening); returns what stops it. */
  setup?(): (() => void) | undefined
  /** The connectors found so far. */
  getConnectors(): Connector[]
  /** Connects a wallet on `network`, prompting when it must; `kept` is the connector's open session, if any. */
  connect(parameters: { connectorId: string; network: Network; kept: S | undefined }): Promise<S>
  /** An already-authorised connection on `network` without a prompt; undefined when there is none. */
  reconnect(parameters: { connectorId: string; network: Network }): Promise<S | undefined>
  /** The namespace's part of a remote session on `network`; `chains` are the app's networks the session has. */
  connectSession?(parameters: { session: RemoteSession; network: Network; chains: Network[] }): Promise<S>
  /** Hears the wallet's own account changes (through the kit's `update`); returns what stops. */
  follow?(connectorId: string, session: S): () => void
  /** Releases the wallet after the lifecycle ended its session (`session` when there was one). */
  disconnect?(parameters: { connectorId: string; session: S | undefined }): Promise<void>
  /**
   * Checks a switch to a network the app has (throws to refuse it) and answers the sessions whose accounts
   * move with it (e.g. another address format); the lifecycle then records the network and reports it.
   */
  switchNetwork?(parameters: { network: Network; active: S | undefined }): Promise<Map<string, S> | undefined>
  readBalance(parameters: { network: Network; address: string }): Promise<AdapterBalance>
  /** Watches the balance; returns what stops (or a promise of it, for a watcher loaded on first use). */
  watchBalance(watch: DriverBalanceWatch): (() => void) | Promise<() => void>
  signMessage(parameters: { session: S; address: string; message: string; network: Network }): Promise<string>
  sendTransaction?(parameters: SendTransactionParameters & { session: S }): Promise<string>
  sendTokenTransfer?(parameters: SendTokenTransferParameters & { session: S }): Promise<string>
  /** Releases what the driver holds beyond its sessions (connections to nodes). */
  destroy?(): void
}
