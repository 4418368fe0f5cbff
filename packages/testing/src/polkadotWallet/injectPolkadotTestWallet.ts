import type { PolkadotTestWallet } from './PolkadotTestWalletTypes.js'

export interface InjectPolkadotTestWalletOptions {
  /** Where `injectedWeb3` lives; defaults to `globalThis` (the page's window). */
  target?: { injectedWeb3?: Record<string, unknown> }
}

/**
 * Injects the wallet into `window.injectedWeb3` under its key, as a polkadot-js-style extension
 * does (`{ version, enable }`); returns a function that removes it.
 *
 * @example
 * const remove = injectPolkadotTestWallet(await createPolkadotTestWallet({ uris: ['//Alice'] }))
 */
export function injectPolkadotTestWallet(
  wallet: PolkadotTestWallet,
  options: InjectPolkadotTestWalletOptions = {},
): () => void {
  const target = options.target ?? (globalThis as { injectedWeb3?: Record<string, unknown> })
  target.injectedWeb3 ??= {}
  const entry = { version: wallet.version, enable: (originName: string) => wallet.enable(originName) }
  target.injectedWeb3[wallet.key] = entry
  return () => {
    if (target.injectedWeb3?.[wallet.key] === entry) delete target.injectedWeb3[wallet.key]
  }
}
