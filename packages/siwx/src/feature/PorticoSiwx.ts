import type { CaipNetworkId, ChainNamespace, SiwxSession } from '@portico/core'

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

/** The sign-in API of an instance: `portico.getFeature(siwxFeature)` (undefined without the `siwx` option). */
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
