/** Where the installed Polkadot test wallets are reachable by name on the page. */
export const INSTALLED_POLKADOT_WALLETS_GLOBAL = '__porticoPolkadotTestWallets'

/** One Polkadot test extension a page gets: its name, accounts and `injectedWeb3` key. */
export interface InstalledPolkadotWalletSpec {
  name: string
  /** Secret URIs, selected account first (a devnet account's `uri`, e.g. '//Bob'). */
  uris: readonly string[]
  /** Its `window.injectedWeb3` key (default 'portico-test'); each wallet of a page needs its own. */
  key?: string
  /** SS58 prefix it shows addresses in (default 42). */
  ss58Prefix?: number
}

/** The Polkadot test extensions of a page (serialisable, for an init script). */
export interface PolkadotWalletInstallation {
  wallets: readonly InstalledPolkadotWalletSpec[]
}
