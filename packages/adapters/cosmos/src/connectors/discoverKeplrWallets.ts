import { isKeplrLike } from './isKeplrLike.js'
import type { KeplrInjection } from './KeplrInjection.js'
import type { KeplrLike } from './KeplrLike.js'

/** A Keplr-compatible wallet found on the page. */
export interface DiscoveredKeplrWallet {
  injection: KeplrInjection
  provider: KeplrLike
}

function lookUp(root: object, path: string): unknown {
  let current: unknown = root
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * The Keplr-compatible wallets present under the given paths of `window` (none on a server). A
 * wallet that also installs itself under another wallet's path (Leap as `window.keplr` when Keplr
 * is absent) is listed once, under the first injection that finds it.
 */
export function discoverKeplrWallets(injections: readonly KeplrInjection[]): DiscoveredKeplrWallet[] {
  const root = (globalThis as { window?: object }).window
  if (!root) return []
  const seenProviders = new Set<unknown>()
  const seenIds = new Set<string>()
  const found: DiscoveredKeplrWallet[] = []
  for (const injection of injections) {
    const provider = lookUp(root, injection.path)
    if (!isKeplrLike(provider) || seenProviders.has(provider) || seenIds.has(injection.id)) continue
    seenProviders.add(provider)
    seenIds.add(injection.id)
    found.push({ injection, provider })
  }
  return found
}
