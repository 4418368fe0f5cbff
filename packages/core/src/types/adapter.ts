import type { StorageBackend } from '../storage/StorageBackend.js'
import type { TokenBalance } from './account.js'
import type { Connector } from './connector.js'
import type { ChainNamespace } from './namespace.js'
import type { Network } from './network.js'
import type { RemoteSession } from './remoteSession.js'

/** What a successful connect or reconnect reports. Addresses are plain (not CAIP). */
export interface AdapterConnection {
  connectorId: string
  address: string
  accounts: { address: string; type: 'eoa' | 'smartAccount' | 'payment' | 'ordinal' }[]
  /** Chain reference as the wallet reports it (e.g. 1, '0x1', 'mainnet'). */
  chainId: number | string
}

export interface AdapterBalance {
  value: bigint
  decimals: number
  symbol: string
}

/** Events an adapter emits when the wallet changes on its own side. */
export type AdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: string[] }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string }
  /** The account's balance may have changed (e.g. a transaction sent outside Portico was mined): core re-reads it past its cache. */
  | { type: 'balanceChanged'; connectorId: string }
  | { type: 'connectors'; connectors: Connector[] }

/** What core hands an adapter once, when the instance is created. */
export interface AdapterContext {
  /** The app's networks in this adapter's namespace. */
  networks: readonly Network[]
  /** Wallet-discovery switches from the app's options. */
  enableEIP6963: boolean
  enableInjected: boolean
  emit(event: AdapterEvent): void
  /**
   * Where the adapter keeps what must outlive the page (e.g. the extensions that allowed the site): the
   * app's `storage` option. Absent, adapters use the page's localStorage, else memory.
   */
  storage?: StorageBackend
}

export interface SignMessageParameters {
  message: string
  address: string
}

export interface SignTypedDataParameters {
  address: string
  /** EIP-712 typed data (domain, types, primaryType, message). */
  typedData: Record<string, unknown>
}

export interface SendTransactionParameters {
  address: string
  network: Network
  to: string
  value?: bigint
  data?: string
  gas?: bigint
}

/**
 * A fungible-token transfer in the namespace's token standard (an SPL token on Solana): `amount`
 * base units of the token at `token` (its mint), whose `decimals` the wallet shows and checks.
 */
export interface SendTokenTransferParameters {
  address: string
  network: Network
  /** The token's address (the SPL mint on Solana). */
  token: string
  to: string
  /** Base units. */
  amount: bigint
  decimals: number
}

/** A token's name and symbol as its chain's metadata standard records them (Metaplex's account for an SPL mint). */
export interface TokenMetadata {
  name: string
  symbol: string
  /** The off-chain JSON it points to, when it has one (Portico does not fetch it). */
  uri?: string
}

/**
 * The contract every chain adapter meets. The required part is small; optional capabilities are
 * optional methods: a namespace that lacks one leaves it out (no stubs) and core reports
 * 'not supported' for it.
 */
export interface ChainAdapter {
  readonly namespace: ChainNamespace
  /**
   * What makes two adapter objects the same adapter (e.g. the wagmi Config it wraps), so that
   * createPortico, called again with a new adapter object over the same client (React StrictMode
   * running a factory twice), returns the same instance. Without it, the adapter object itself.
   */
  readonly identity?: object
  /** Called once by createPortico. Discovery may start here; new connectors arrive as events. */
  setup(context: AdapterContext): void | Promise<void>
  /** Connectors discovered so far. */
  getConnectors(): Connector[]
  /** Asks the wallet to connect (prompts the user). */
  connect(parameters: { connectorId: string; network?: Network }): Promise<AdapterConnection>
  /** Restores an already-authorised connection without prompting; undefined when there is none. */
  reconnect(parameters: { connectorId: string; network?: Network }): Promise<AdapterConnection | undefined>
  disconnect(parameters: { connectorId: string }): Promise<void>
  /** Asks the connected wallet to switch; adds the chain when the wallet does not know it. */
  switchNetwork(parameters: { network: Network }): Promise<void>
  getBalance(parameters: { address: string; network: Network }): Promise<AdapterBalance>
  signMessage(parameters: SignMessageParameters): Promise<string>
  /** The connected wallet's provider object (EIP-1193 for eip155), for apps that need it. */
  getProvider(): unknown

  signTypedData?(parameters: SignTypedDataParameters): Promise<string>
  /**
   * Connects this namespace's part of a remote wallet's session (WalletConnect, later the embedded wallet)
   * without prompting: answers as `connect` does, and afterwards `session.connectorId` is an ordinary connector
   * id of this adapter. Session events reach core as this adapter's AdapterEvents. Its `disconnect` for that
   * connector releases the adapter's side only: core ends the session once. An adapter without it is left out
   * of remote sessions.
   */
  connectSession?(parameters: { session: RemoteSession; network?: Network }): Promise<AdapterConnection>
  sendTransaction?(parameters: SendTransactionParameters): Promise<string>
  /**
   * Sends a fungible token where a token transfer is not a plain transaction with call data (Solana:
   * SPL `transferChecked`, creating the receiver's token account when it has none). Resolves with
   * the transaction id once confirmed. EVM adapters leave it out: an ERC-20 transfer is
   * `sendTransaction` with the token's `transfer` call data.
   */
  sendTokenTransfer?(parameters: SendTokenTransferParameters): Promise<string>
  /**
   * The on-chain metadata of tokens (by address; the SPL mint on Solana), for tokens the network
   * lists by address only; a token without metadata is left out. EVM adapters leave it out: an
   * ERC-20 has its own `name` and `symbol`, which Portico Cloud's portfolio reads.
   */
  readTokenMetadata?(parameters: {
    network: Network
    tokens: readonly string[]
  }): Promise<Record<string, TokenMetadata>>
  /**
   * The account's native currency and tokens read from the network itself (no wallet needed), for a namespace
   * whose portfolio Portico Cloud's blockchain API does not serve: Solana's SOL and SPL tokens, named from their
   * Metaplex metadata. Native first; empty holdings left out. EVM adapters leave it out (the cloud serves EVM).
   */
  readTokenBalances?(parameters: { address: string; network: Network }): Promise<TokenBalance[]>
  /**
   * Starts loading the code a connection needs, which the adapter keeps out of the page's start-up, so the wallet the
   * visitor picks finds it loaded: core calls it when the modal opens, the visitor's first step towards connecting.
   * It opens no prompt and no socket, and never throws (a failed load is for `connect` to meet); `connect`, and every
   * call that needs that code, still loads it when it has not.
   */
  prepare?(): void
  /** Releases listeners; called by portico.destroy(). */
  destroy?(): void
}

/** The optional capabilities, by method name. */
export type AdapterCapability = 'signTypedData' | 'sendTransaction' | 'sendTokenTransfer'
