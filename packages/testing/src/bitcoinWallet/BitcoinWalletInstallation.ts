import type { BitcoinTestWalletChain } from './BitcoinTestWalletTypes.js'

/** One Bitcoin wallet a page registers through the Wallet Standard: its name and the key it signs with. */
export interface InstalledBitcoinWalletSpec {
  /** The wallet's name, which apps show; also how tests reach it. */
  name: string
  /** A data URI; default `testWalletIcon`. */
  icon?: string
  /** 64 hex characters, e.g. a devnet account's `privateKey`. */
  privateKey: string
}

/** The Bitcoin test wallets a page gets, and the chains (Wallet Standard ids and Esplora URLs) they know. */
export interface BitcoinWalletInstallation {
  chains: readonly BitcoinTestWalletChain[]
  wallets: readonly InstalledBitcoinWalletSpec[]
}

/** The global through which tests reach the installed Bitcoin wallets (by name) from `page.evaluate`. */
export const INSTALLED_BITCOIN_WALLETS_GLOBAL = '__porticoBitcoinTestWallets'
