/** Where an instance runs; injectable so tests and server rendering can choose. */
export interface PorticoEnvironment {
  /** A browser page: start-up reconnects and adapters may discover wallets. False on the server. */
  browser: boolean
  /** Phones and tablets get AllWallets instead of the QR view (docs/behaviour.md#views). */
  isMobile(): boolean
  now(): number
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i

/** The environment of the current JavaScript realm, read lazily (never touches window on import). */
export function detectEnvironment(): PorticoEnvironment {
  const browser = typeof window !== 'undefined' && typeof document !== 'undefined'
  return {
    browser,
    isMobile: () =>
      browser && typeof navigator !== 'undefined' && MOBILE_USER_AGENT.test(navigator.userAgent),
    now: () => Date.now(),
  }
}
