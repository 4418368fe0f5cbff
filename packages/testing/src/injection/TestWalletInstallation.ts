import type { Hex } from 'viem'
import type { TestWalletChain } from '../wallet/TestWalletTypes.js'

/** One wallet a page announces: its EIP-6963 info and the key it signs with. */
export interface InstalledWalletSpec {
  uuid: string
  name: string
  rdns: string
  /** A data URI; default `testWalletIcon`. */
  icon?: string
  privateKey: Hex
}

/**
 * Which test wallets a page gets, as plain JSON (so a Playwright init script can carry it): the chains
 * they know, the wallets to announce, and whether the first one is also `window.ethereum`.
 */
export interface TestWalletInstallation {
  chains: readonly TestWalletChain[]
  /** Default: the first chain. */
  initialChainId?: number
  wallets: readonly InstalledWalletSpec[]
  /** Also expose the first wallet as `window.ethereum`, as most extensions do. Default false. */
  windowEthereum?: boolean
}

/** The global through which tests reach the installed wallets (by rdns) from `page.evaluate`. */
export const INSTALLED_WALLETS_GLOBAL = '__porticoTestWallets'
