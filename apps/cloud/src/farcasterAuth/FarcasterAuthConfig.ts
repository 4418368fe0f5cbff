/** A fid the local registry knows: its custody address (the signer of its Sign In With Farcaster messages) and username. */
export type FarcasterAccount = {
  fid: number
  custody: `0x${string}`
  username: string
  displayName?: string | undefined
}

/** The local stand-in of the Farcaster auth relay (docs/embedded-wallet.md#farcaster-login). */
export type FarcasterAuthConfig = {
  /** The fid → custody registry (FARCASTER_ACCOUNTS; in development the test fids of @portico/devnet). */
  accounts: FarcasterAccount[]
  /** How long a channel waits for the wallet app and then for the frame (FARCASTER_CHANNEL_SECONDS). */
  channelLifetimeMs: number
}
