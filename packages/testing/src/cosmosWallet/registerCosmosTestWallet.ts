import type { CosmosTestWallet } from './CosmosTestWalletTypes.js'

/** The `window` key the Cosmos test wallet installs itself under by default. */
export const COSMOS_TEST_WALLET_GLOBAL = 'porticoCosmosTestWallet'

export interface RegisterCosmosTestWalletOptions {
  /** The property of `target` to install under; default `porticoCosmosTestWallet`. */
  key?: string
  /** Where to install; defaults to `window`. Tests in Node pass any object. */
  target?: object
}

/**
 * Installs the wallet the way a Cosmos extension does: as an object on `window` (Keplr's is
 * `window.keplr`). The Cosmos adapter finds it with
 * `cosmosAdapter({ injections: [{ path: 'porticoCosmosTestWallet', id: 'portico-cosmos-test-wallet', name: 'Portico Cosmos Test Wallet' }] })`.
 * Returns a function that removes it.
 */
export function registerCosmosTestWallet(
  wallet: CosmosTestWallet,
  options: RegisterCosmosTestWalletOptions = {},
): () => void {
  const target = (options.target ?? (globalThis as { window?: object }).window) as
    | Record<string, unknown>
    | undefined
  if (!target) throw new TypeError('registerCosmosTestWallet needs a window (or options.target)')
  const key = options.key ?? COSMOS_TEST_WALLET_GLOBAL
  target[key] = wallet
  return () => {
    if (target[key] === wallet) delete target[key]
  }
}
