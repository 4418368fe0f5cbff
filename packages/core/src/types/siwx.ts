import type { PorticoFeature } from './feature.js'
import type { CaipNetworkId, ChainNamespace } from './namespace.js'
import type { Network } from './network.js'
import type { Metadata } from './options.js'

/** What a sign-in message is made for: the account and the network (CAIP-2). */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: CaipNetworkId
  notBefore?: string
}

/** The fields of a sign-in message (docs/behaviour.md#state); timestamps are ISO-8601. */
export interface SiwxMessageData extends SiwxMessageInput {
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

/** A sign-in message with its text, the text the wallet signs (docs/behaviour.md#state `serializedMessage`). */
export interface SiwxMessage extends SiwxMessageData {
  serializedMessage: string
}

/** A signed-in session (docs/behaviour.md#state): the message's data, its text and the wallet's signature. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  /** Where a server-verified sign-in keeps what the server answered (e.g. its session token). */
  token?: string
}

/** The sign-in keys a configuration may persist, under the app prefix (docs/behaviour.md#state "sign-in tokens"). */
export interface SiwxStoredValues {
  siwxSessions: SiwxSession[]
  siwxAuthToken: string
}

/** What the instance hands a sign-in configuration when it starts using it. */
export interface SiwxHost {
  readonly projectId: string
  readonly cloudUrl: string | undefined
  readonly metadata: Metadata | undefined
  /** The app's networks (a verifier reads an EVM network's RPC URL from them). */
  readonly networks: readonly Network[]
  /** The instance's lifetime, aborted by destroy() with a RequestAbortedError: for the configuration's own requests. */
  readonly signal?: AbortSignal
  readonly storage: {
    get<key extends keyof SiwxStoredValues>(key: key): SiwxStoredValues[key] | undefined
    set<key extends keyof SiwxStoredValues>(key: key, value: SiwxStoredValues[key] | undefined): void
  }
}

/**
 * The `siwx` option: how sign-in messages are made, signed, verified and kept. `@portico/siwx`
 * provides the default (`defaultSiwx()`), Portico Cloud's (`cloudSiwx()`) and the legacy
 * `siweConfig` mapping; an app may write its own.
 */
export interface SiwxConfig {
  /** A new, unique message for the account and network. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Verifies then stores a signed session; throws when the signature does not verify. */
  addSession(session: SiwxSession): Promise<void>
  /** Removes every session of the account on the network. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /** Replaces the stored sessions. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The valid (verified, not expired) sessions of the account on the network. */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  /** Signs the message's text; default: the connected wallet through `portico.signMessage`. */
  signMessage?(parameters: {
    message: string
    chainId: CaipNetworkId
    accountAddress: string
    namespace: ChainNamespace
  }): Promise<string>
  /** True: cancelling the sign-in disconnects (or goes back to the last signed network). Default false. */
  getRequired?(): boolean
  /** Revoke the account's sessions when it disconnects (default true). */
  signOutOnDisconnect?: boolean
  /** Sign in only on these namespaces (e.g. SIWE: eip155); default every namespace. */
  namespaces?: readonly ChainNamespace[]
  /** The statement the sign-in view shows before the message exists. */
  statement?: string
  /** Called once by each instance that uses the configuration. */
  bind?(host: SiwxHost): void
  /**
   * The feature that drives the sign-in (its controller, view and texts): `@portico/siwx`'s configurations carry its
   * `siwxFeature`, which the instance then adds to its plugins. A configuration without one needs
   * `plugins: [siwxFeature]`.
   */
  readonly feature?: PorticoFeature<unknown, object>
}
