/** The options of `embeddedWallet(…)`. */
export interface EmbeddedWalletParameters {
  /** The secure site's URL (its own origin: the only one the widget posts to and accepts answers from). */
  secureSiteUrl: string
  /**
   * The documented frame timeouts (load 20 s, login request 120 s, 500 ms after READY, sign-out wait 3 s) and the gap
   * between two login e-mails requested from one browser (`emailCooldownMs`, 30 s); only tests shorten them.
   */
  timeouts?:
    | {
        loadMs?: number | undefined
        readyDelayMs?: number | undefined
        loginMs?: number | undefined
        signOutMs?: number | undefined
        emailCooldownMs?: number | undefined
      }
    | undefined
}
