import type { CosmosTestWalletChain } from './CosmosTestWalletTypes.js'

/** Where the installed Cosmos test wallets are reachable by name on the page. */
export const INSTALLED_COSMOS_WALLETS_GLOBAL = '__porticoCosmosTestWallets'

/** One Cosmos test wallet a page gets: its name, key and the `window` key it installs under. */
export interface InstalledCosmosWalletSpec {
  name: string
  /** Hex secp256k1 private key (a devnet account's `privateKey`). */
  privateKey: string
  /** The `window` key (default `porticoCosmosTestWallet`); each wallet of a page needs its own. */
  key?: string
}

/** The Cosmos test wallets of a page and the chains they know (serialisable, for an init script). */
export interface CosmosWalletInstallation {
  chains: readonly CosmosTestWalletChain[]
  wallets: readonly InstalledCosmosWalletSpec[]
}
