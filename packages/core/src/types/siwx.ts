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
  siwxNonceToken: string
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
}

/** The account a sign-in prompt is for. */
export interface SiwxAccount {
  namespace: ChainNamespace
  address: string
  chainId: CaipNetworkId
}

/**
 * The sign-in state the SIWXSignMessage view renders (`state.plugins.siwx`): `prompting` while the
 * view waits for the visitor, `signing` while the wallet is asked, `error` after a failed attempt.
 */
export interface SiwxState {
  status: 'idle' | 'prompting' | 'signing' | 'error'
  /** The account the open prompt is for; undefined when there is none. */
  account: SiwxAccount | undefined
  /** Whether cancelling disconnects (and the modal cannot be closed while the prompt is open). */
  required: boolean
  /** The statement to show, from the configuration. */
  statement: string | undefined
  /** The short message of the last failure. */
  error: string | undefined
  /** The accounts (CAIP-10) the controller found or made a valid session for, while they stay connected. */
  signedIn: string[]
}

/** The sign-in API of an instance: `portico.getFeature(siwxFeature)` (undefined without `siwx`). */
export interface PorticoSiwx {
  readonly state: SiwxState
  /** Creates the message, has the wallet sign it and adds the session; throws a typed error on failure. */
  signIn(): Promise<SiwxSession>
  /** The visitor declined: closes the prompt, or when required switches back to the last signed network or disconnects. */
  cancel(): Promise<void>
  /** The valid sessions of a namespace's connected account (the active namespace by default). */
  getSessions(namespace?: ChainNamespace): Promise<SiwxSession[]>
  /** Revokes the sessions of a namespace's connected account. */
  signOut(namespace?: ChainNamespace): Promise<void>
  /** Opens the prompt for a namespace's account when it has no session, even after a cancel. */
  requestSignIn(namespace?: ChainNamespace): Promise<void>
}
