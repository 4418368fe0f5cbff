import type { BenchAppId } from '../apps/benchApps.js'

/** The stretch of a run a blocked request fell in. */
export type RunPhase = 'load' | 'open' | 'listed' | 'connect'

/** One fresh-context visit: load, open the wallet list, connect the test wallet. Times in ms. */
export type RunResult = {
  app: BenchAppId
  cpu: number
  round: number
  error?: string
  /** Navigation start → connect button visible. */
  buttonMs: number | null
  dclMs: number | null
  fcpMs: number | null
  /** Total blocking time of long tasks that started before button + 2 s. */
  tbtMs: number | null
  longestTaskMs: number | null
  /** JS heap used after a forced GC, button + 2 s. */
  heapMiB: number | null
  /** pointerdown on the button → "Test Wallet" visible / settled. */
  listVisibleMs: number | null
  listSettledMs: number | null
  /** pointerdown on "Test Wallet" → address visible. */
  addressMs: number | null
  /** The wallet's answer to eth_requestAccounts → address visible: the library's own work. */
  addressAfterWalletMs: number | null
  /** Same-origin JS files (dist-relative) fetched by button + 2 s. */
  fetchedJs: string[]
  /** Blocked non-loopback requests (host + path) by phase: load = before the first click. */
  external: Record<RunPhase, string[]>
  walletCalls: string[]
  /** The app's WalletConnect visit on the local relay (its own fresh context), for apps with a QR in the bench. */
  walletConnect?: WalletConnectResult
}

/** One WalletConnect visit: WalletConnect clicked in the open list → QR visible; QR scanned → address visible. */
export type WalletConnectResult = {
  error?: string
  /** pointerdown on "WalletConnect" → the QR code visible. */
  qrMs: number | null
  /** The test wallet given the URI decoded from the QR → the shortened address visible (Portico only). */
  scanToAddressMs: number | null
  /** Blocked non-loopback requests of the visit (host + path). */
  external: string[]
}
