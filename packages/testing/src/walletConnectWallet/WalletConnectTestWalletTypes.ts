import type { Hex } from 'viem'
import type { TestWalletPromptControls } from '../wallet/TestWalletPromptControls.js'

/** A CAIP-2 chain id: `eip155:31337`, `solana:<genesis>`, `bip122:<genesis>`, `polkadot:<genesis>`, `cosmos:<id>`. */
export type WalletConnectChainId = `${string}:${string}`

/** The keys and local chains of each namespace the wallet holds; a namespace left out is not offered. */
export interface WalletConnectTestWalletAccounts {
  /** An EVM key (the devnet's anvil keys) and the chains it signs and sends on (`eip155:<id>` and the RPC). */
  eip155?: {
    privateKey: Hex
    chains: readonly { chainId: WalletConnectChainId; rpcUrl: string }[]
    /**
     * Also offers and answers EIP-5792's four methods (docs/testing.md#batched-calls-eip-5792). Default false: a
     * session without them, as with a wallet that has no batches.
     */
    calls?: boolean
  }
  /** A 64-byte ed25519 key (`solana-keygen` format) and the chains' RPC. */
  solana?: {
    secretKey: readonly number[] | Uint8Array
    chains: readonly { chainId: WalletConnectChainId; rpcUrl: string }[]
  }
  /** A secp256k1 key (hex); its payment address is P2WPKH, with the prefixes of `bitcoin:regtest` unless said. */
  bip122?: {
    privateKey: string
    chains: readonly { chainId: WalletConnectChainId; esploraUrl: string }[]
    /** The Wallet Standard chain the addresses are made for. Default `bitcoin:regtest`. */
    addressChain?: 'bitcoin:mainnet' | 'bitcoin:testnet' | 'bitcoin:regtest'
  }
  /** Secret URIs (`//Alice`), sr25519; accounts in SS58 prefix 42 unless said. */
  polkadot?: {
    uris: readonly string[]
    chains: readonly { chainId: WalletConnectChainId }[]
    ss58Prefix?: number
  }
  /** A secp256k1 key (hex) and the chains (`cosmos:<chain id>`) with their bech32 prefix and REST API. */
  cosmos?: {
    privateKey: string
    chains: readonly { chainId: WalletConnectChainId; bech32Prefix: string; restUrl: string }[]
  }
}

export type WalletConnectNamespaceName = keyof WalletConnectTestWalletAccounts

/** What `createWalletConnectTestWallet` takes. */
export interface CreateWalletConnectTestWalletParameters extends WalletConnectTestWalletAccounts {
  /** The relay, e.g. the cloud's `ws://127.0.0.1:8787/relay`. */
  relayUrl: string
  /** A project of the cloud. Default 'portico-lab'. */
  projectId?: string
  /** The wallet's name in its session metadata. Default 'Portico WalletConnect Test Wallet'. */
  name?: string
  /** Separates this wallet's storage from other WalletConnect clients in the same process. Default: a fresh one. */
  storagePrefix?: string
}

/** The prompts a phone wallet shows: the proposal, and each namespace's signing and sending requests. */
export type WalletConnectPromptMethod =
  | 'session_proposal'
  | 'personal_sign'
  | 'eth_signTypedData_v4'
  | 'eth_sendTransaction'
  | 'wallet_sendCalls'
  | 'wallet_switchEthereumChain'
  | 'wallet_addEthereumChain'
  | 'solana_signMessage'
  | 'solana_signTransaction'
  | 'solana_signAndSendTransaction'
  | 'polkadot_signMessage'
  | 'polkadot_signTransaction'
  | 'cosmos_signDirect'
  | 'cosmos_signAmino'
  | 'signMessage'
  | 'sendTransfer'

/** One namespace of a session, as the wallet settled it (CAIP-2 chains, CAIP-10 accounts). */
export interface WalletConnectTestNamespace {
  chains: string[]
  accounts: string[]
  methods: string[]
  events: string[]
}

/** A session the wallet holds. */
export interface WalletConnectTestSession {
  topic: string
  /** The dapp's name and URL from its metadata. */
  peer: { name: string; url: string }
  namespaces: Record<string, WalletConnectTestNamespace>
}

/** A request the wallet received, in arrival order (answered or not). */
export interface WalletConnectTestRequest {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
  /** 'pending' while the prompt is open; then the answer. */
  status: 'pending' | 'approved' | 'rejected' | 'failed'
}

/** A proposal the wallet received. */
export interface WalletConnectTestProposal {
  id: number
  peer: { name: string; url: string }
  /** The namespaces asked for (required and optional merged) with their chains. */
  namespaces: Record<string, { chains: string[]; methods: string[] }>
  status: 'pending' | 'approved' | 'rejected'
}

/** What the wallet tells a watcher (a lab panel): anything in its lists changed. */
export type WalletConnectTestWalletListener = () => void

/**
 * A phone wallet for tests: the official WalletKit on a local relay, holding accounts for the namespaces it
 * was given and signing and sending on the local chains, with the prompt controls of the injected test wallets.
 */
export interface WalletConnectTestWallet extends TestWalletPromptControls<WalletConnectPromptMethod> {
  /** Pairs from a `wc:` URI (what a person scans); the dapp's proposal follows. */
  pair(uri: string): Promise<void>
  /** The sessions held, newest last. */
  readonly sessions: readonly WalletConnectTestSession[]
  /** The proposals received, newest last. */
  readonly proposals: readonly WalletConnectTestProposal[]
  /** The requests received, newest last. */
  readonly requests: readonly WalletConnectTestRequest[]
  /** The CAIP-10 accounts the wallet offers, by namespace. */
  readonly accounts: Readonly<Record<string, readonly string[]>>
  /**
   * Which of its namespaces the wallet grants in the proposals it approves from now on (a phone's account picker),
   * e.g. `['eip155']` to connect EVM only; `undefined` (the default) grants every namespace it holds that is asked.
   */
  grantOnly(namespaces: readonly WalletConnectNamespaceName[] | undefined): void
  /** Ends a session from the wallet side (default: every session); the dapp gets `session_delete`. */
  disconnect(topic?: string): Promise<void>
  /** Sends `accountsChanged` for `chainId` (default: the namespace's own accounts on it) to a session (default: the newest). */
  emitAccountsChanged(chainId: string, accounts?: readonly string[], topic?: string): Promise<void>
  /** Sends `chainChanged` for `chainId` to a session (default: the newest). */
  emitChainChanged(chainId: string, topic?: string): Promise<void>
  /** Replaces a session's namespaces (`session_update`; default: the newest session). */
  updateNamespaces(namespaces: Record<string, WalletConnectTestNamespace>, topic?: string): Promise<void>
  /** Calls `listener` on every change of sessions, proposals or requests; returns the unsubscribe. */
  subscribe(listener: WalletConnectTestWalletListener): () => void
  /** Closes the relay socket; the wallet is unusable afterwards. */
  close(): Promise<void>
}
