/** Where an instance runs; injectable so tests and server rendering can choose. */
export interface PorticoEnvironment {
  /** A browser page: start-up reconnects and adapters may discover wallets. False on the server. */
  browser: boolean
  /** Phones and tablets get AllWallets instead of the QR view (docs/behaviour.md#views). */
  isMobile(): boolean
  now(): number
}

const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Mobile/i
/** A touch screen the size of a phone (a desktop browser's device mode, a phone that hides its user agent). */
const PHONE_SCREEN = '(pointer: coarse) and (max-width: 600px)'

/** Portico's one rule for "is this a phone": a mobile user agent, or a coarse pointer on a narrow screen. */
function isMobileBrowser(): boolean {
  if (typeof navigator !== 'undefined' && MOBILE_USER_AGENT.test(navigator.userAgent)) return true
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_SCREEN).matches
}

/** The environment of the current JavaScript realm, read lazily (never touches window on import). */
export function detectEnvironment(): PorticoEnvironment {
  const browser = typeof window !== 'undefined' && typeof document !== 'undefined'
  return {
    browser,
    isMobile: () => browser && isMobileBrowser(),
    now: () => Date.now(),
  }
}
