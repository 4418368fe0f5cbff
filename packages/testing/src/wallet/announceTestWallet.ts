import type { TestWallet } from './TestWalletTypes.js'

/** The EIP-6963 provider info a wallet announces. */
export interface TestWalletInfo {
  uuid: string
  name: string
  /** A data URI (EIP-6963 requires one). */
  icon: string
  rdns: string
}

export interface AnnounceTestWalletOptions {
  /** Also set the wallet as `window.ethereum` (the legacy injected provider). Default false. */
  windowEthereum?: boolean
  /** Where to announce; defaults to `window`. Tests in Node pass an EventTarget. */
  target?: EventTarget
}

/** A 1x1 SVG data URI, the default icon. */
export const testWalletIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiM0NDZlZmYiLz48L3N2Zz4='

/**
 * Announces a test wallet through EIP-6963: once now (`eip6963:announceProvider`) and again on every
 * `eip6963:requestProvider`, as an extension does. Returns a function that stops answering (and
 * removes `window.ethereum` when it was set here).
 *
 * @example
 * const stop = announceTestWallet(wallet, { uuid: crypto.randomUUID(), name: 'Portico Test Wallet', icon: testWalletIcon, rdns: 'dev.portico.testwallet' })
 */
export function announceTestWallet(
  provider: TestWallet,
  info: TestWalletInfo,
  options: AnnounceTestWalletOptions = {},
): () => void {
  const target = options.target ?? (globalThis as { window?: EventTarget }).window
  if (!target) throw new TypeError('announceTestWallet needs a window (or options.target)')
  if (!info.icon.startsWith('data:')) throw new TypeError('EIP-6963 icons must be data URIs')
  const detail = Object.freeze({ info: Object.freeze({ ...info }), provider })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))

  target.addEventListener('eip6963:requestProvider', announce)
  const host = target as { ethereum?: unknown }
  if (options.windowEthereum) host.ethereum = provider
  announce()

  return () => {
    target.removeEventListener('eip6963:requestProvider', announce)
    if (options.windowEthereum && host.ethereum === provider) delete host.ethereum
  }
}
