import type { ChainNamespace, Metadata, RemoteSession, WalletListing } from '@portico/core'

/** The options of `walletConnect()`. */
export interface WalletConnectOptions {
  /** A WalletConnect v2 relay (`ws(s)://…`); default the cloud's: `cloudUrl` with ws(s) and `/relay`. */
  relayUrl?: string | undefined
  /** What the wallet shows about the app; default the instance's `metadata`. */
  metadata?: Metadata | undefined
  /** How long a pairing QR is valid (docs/behaviour.md#validation, docs/behaviour.md#limits: 4 minutes); a shorter one is for tests. */
  pairingLifetimeMs?: number | undefined
}

/** Why the last pairing failed, shown with Try again. */
export type WalletConnectErrorKind = 'rejected' | 'relay' | 'failed'

/** The feature's state slice, `state.plugins.walletconnect` (what the WalletConnect views render). */
export interface WalletConnectState {
  /** idle: nothing under way; pairing: a QR is shown; approving: the wallet approved, namespaces connecting. */
  status: 'idle' | 'pairing' | 'approving' | 'connected' | 'error'
  /** The pairing URI the QR encodes (while pairing). */
  uri?: string
  /** When the pairing stops counting as valid (ms since epoch; 10 s before the URI's own end). */
  expiresAt?: number
  /** The registry wallet the visitor chose (its image, name and deep links), if any. */
  wallet?: WalletListing
  error?: { kind: WalletConnectErrorKind; message: string }
  /**
   * A namespace the connected wallet is being asked for over the existing pairing (the visitor picked one of its
   * networks): `waiting` until the wallet answers, `error` when it declined or failed (shown with Try again).
   * Gone once the namespace connected or the visitor left it.
   */
  adding?: {
    namespace: ChainNamespace
    status: 'waiting' | 'error'
    error?: { kind: WalletConnectErrorKind; message: string }
  }
}

/** The feature's API, `portico.getFeature(walletConnectFeature)`. */
export interface WalletConnectApi {
  /** Loads the client ahead of a click (hover or focus of the WalletConnect row); opens no socket. */
  warm(): void
  /** Starts a pairing: a fresh URI in the state; resolves when it is there (or the state says why not). */
  start(parameters?: { wallet?: WalletListing }): Promise<void>
  /** Stops a pairing under way (the view closed); forgets a declined `adding`. */
  cancel(): void
  /**
   * Asks the connected wallet, over the existing pairing (no new QR), for a namespace it did not approve; the state's
   * `adding` follows it. Resolves once the wallet answered (the namespace connected, or `adding.error` says why not).
   */
  addNamespace(namespace: ChainNamespace): Promise<void>
  /** The connected session; with `adapters: []` its `request` is the app's API. */
  readonly session: RemoteSession | undefined
}
