import type { BenchAppId } from '../apps/benchApps.js'
import { FEATURE_OPTIONS_PARAMETER } from '../apps/featurePackages.js'

/** How one bench app is pointed at the local relay and where its QR code shows. */
export type WalletConnectApp = {
  url(url: string, relayUrl: string): string
  /** The project id the app's client sends the relay (the bench's cloud allows the app's origin on it). */
  projectId: string
  /** The QR code's element (an SVG or a custom element; no text to wait for). */
  qr: string
  /**
   * How the test wallet "scans" the QR: `pixels` decodes the element's screenshot (jsQR); `uri-attribute` reads the
   * element's `uri` (AppKit's dotted QR with its logo is beyond jsQR; the element is what AppKit draws it from).
   */
  scan: 'pixels' | 'uri-attribute'
  /**
   * The official clients' Verify (dapp side: a hidden iframe to verify.walletconnect.org/v3/attestation that posts
   * an attestation back) holds `connect()`, and so the URI, until it answers or its 5 s abort timer ends. With this
   * flag the blocked iframe is answered locally at once with an attestation for its id, as a reachable Verify
   * would (its own test-run switch, `process.env.IS_VITEST`, is compiled away by Vite in the built app).
   */
  verifyStandIn: boolean
}

/** The apps with a WalletConnect QR in the bench, and how each is pointed at the local relay. */
export const walletConnectApps: Partial<Record<BenchAppId, WalletConnectApp>> = {
  portico: {
    // walletConnect({ relayUrl }) through the bench app's `?portico-features=` (featurePackages.ts).
    url: (url, relayUrl) =>
      `${url}?${FEATURE_OPTIONS_PARAMETER}=${encodeURIComponent(JSON.stringify({ '@portico/walletconnect': { relayUrl } }))}`,
    projectId: 'bench',
    qr: '[data-testid="walletconnect-qr"]',
    scan: 'pixels',
    verifyStandIn: false,
  },
  appkit: {
    // AppKit's `universalProvider` option: a UniversalProvider on the local relay (bench/peers/appkit/src/main.jsx).
    url: (url, relayUrl) => `${url}?relay=${encodeURIComponent(relayUrl)}`,
    projectId: 'b56e18d47c72ab683b10814fe9495694',
    qr: 'wui-qr-code',
    scan: 'uri-attribute',
    verifyStandIn: true,
  },
}
