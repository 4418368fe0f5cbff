/** What a legacy SIWE `createMessage` receives (AppKit's shape: `address` is CAIP-10, `chainId` a number). */
export interface SiweCreateMessageArgs {
  domain: string
  address: string
  chainId: number
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  iat?: string
  exp?: string
  nbf?: string
}

/** A legacy SIWE session: the signed-in address and chain. */
export interface SiweSession {
  address: string
  chainId: number
}

/** The legacy `siweConfig` an app moving from AppKit's SIWE already has. */
export interface SiweConfigParameters {
  getNonce(): Promise<string>
  createMessage(args: SiweCreateMessageArgs): string
  verifyMessage(parameters: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<SiweSession | null | undefined>
  signOut(): Promise<boolean>
  getMessageParams?:
    | (() => Promise<{
        domain?: string | undefined
        uri?: string | undefined
        statement?: string | undefined
        resources?: string[] | undefined
        exp?: string | undefined
        nbf?: string | undefined
      }>)
    | undefined
  onSignIn?: ((session?: SiweSession) => void) | undefined
  onSignOut?: (() => void) | undefined
  /** Cancelling disconnects (default false). */
  required?: boolean | undefined
  /** Sign out when the account disconnects (default true). */
  signOutOnDisconnect?: boolean | undefined
}
