/** The signed-in account a Portico session token stands for. */
export interface PorticoSessionAccount {
  /** CAIP-10 account: `namespace:reference:address`. */
  caipAddress: string
  /** CAIP-2 network id. */
  chainId: string
  address: string
  /** The domain the visitor signed in on (the sign-in message's domain). */
  domain: string
  sessionId: string
  projectId: string
  /** When the session ends (ISO-8601). */
  expiresAt: string
}
