import type { FrameUser } from './account.js'

/** One namespace of a remote session, in CAIP terms: chains CAIP-2, accounts CAIP-10 (`eip155:1:0xab…`). */
export interface RemoteSessionNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** What the wallet of a remote session says on its own. */
export type RemoteSessionEvent =
  | { type: 'accountsChanged'; chainId: string; accounts: string[] }
  | { type: 'chainChanged'; chainId: string }
  | { type: 'namespacesChanged'; namespaces: Readonly<Record<string, RemoteSessionNamespace>> }
  /** The session ended on the wallet's side (or expired). */
  | { type: 'deleted' }

/**
 * A wallet that does not live in the page — a WalletConnect session, later the embedded wallet — holding one
 * session across several namespaces. Chain-agnostic: CAIP strings and JSON only. Each namespace's adapter acts
 * through it (docs/architecture.md, "WalletConnect and other remote wallets").
 */
export interface RemoteSession {
  /** The connector id the session's namespaces use in core (e.g. 'walletConnect'). */
  readonly connectorId: string
  /** The session's namespaces as the wallet settled (or last updated) them. */
  readonly namespaces: Readonly<Record<string, RemoteSessionNamespace>>
  /**
   * The connector type its namespaces show (docs/behaviour.md#views): 'AUTH' for the embedded (e-mail / social) wallet, else
   * 'WALLET_CONNECT'. Both span every namespace of the session.
   */
  readonly connectorType?: 'AUTH' | 'WALLET_CONNECT'
  /** The wallet on the other side as it names itself (shown as the connected wallet). */
  readonly peer?: { readonly name: string; readonly icon?: string }
  /**
   * What the wallet knows of its user, copied into each connected namespace's account state (`user`,
   * `socialProvider`, docs/behaviour.md#state): the embedded wallet's frame user and the social login's provider.
   */
  readonly account?: { readonly user?: FrameUser; readonly socialProvider?: string }
  /** Sends a wallet request for `chainId` (CAIP-2); rejects with the wallet's JSON-RPC error. */
  request(parameters: { chainId: string; method: string; params: unknown }): Promise<unknown>
  subscribe(listener: (event: RemoteSessionEvent) => void): () => void
  /** Ends the session for every namespace. */
  disconnect(): Promise<void>
}
