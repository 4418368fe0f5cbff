import type { Hex } from 'viem'
import type { BitcoinWalletInstallation } from '../bitcoinWallet/BitcoinWalletInstallation.js'
import type { CosmosWalletInstallation } from '../cosmosWallet/CosmosWalletInstallation.js'
import type { PolkadotWalletInstallation } from '../polkadotWallet/PolkadotWalletInstallation.js'
import type { SolanaTestWalletChain } from '../solanaWallet/SolanaTestWalletTypes.js'
import type { TestWalletChain } from '../wallet/TestWalletTypes.js'

/** One wallet a page announces: its EIP-6963 info and the key it signs with. */
export interface InstalledWalletSpec {
  uuid: string
  name: string
  rdns: string
  /** A data URI; default `testWalletIcon`. */
  icon?: string
  privateKey: Hex
  /** Answers EIP-5792's batched calls (`createTestWallet`'s `calls`). Default false. */
  calls?: boolean
}

/** One Solana wallet a page registers through the Wallet Standard: its name and the key it signs with. */
export interface InstalledSolanaWalletSpec {
  /** The wallet's name, which apps show; also how tests reach it. */
  name: string
  /** A data URI; default `testWalletIcon`. */
  icon?: string
  /** 64 bytes (seed + public key), e.g. a devnet account's `secretKey`. */
  secretKey: readonly number[]
}

/** The Solana test wallets a page gets, and the chains (Wallet Standard ids and RPC URLs) they know. */
export interface SolanaWalletInstallation {
  chains: readonly SolanaTestWalletChain[]
  wallets: readonly InstalledSolanaWalletSpec[]
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
  /** Solana wallets to register through the Wallet Standard besides the EVM ones. */
  solana?: SolanaWalletInstallation
  /** Bitcoin wallets to register through the Wallet Standard besides the EVM ones. */
  bitcoin?: BitcoinWalletInstallation
  /** Keplr-compatible Cosmos wallets, each under its own `window` key. */
  cosmos?: CosmosWalletInstallation
  /** polkadot-js-compatible extensions in `window.injectedWeb3` (there once the sr25519 wasm is ready). */
  polkadot?: PolkadotWalletInstallation
}

/** The global through which tests reach the installed wallets (by rdns) from `page.evaluate`. */
export const INSTALLED_WALLETS_GLOBAL = '__porticoTestWallets'

/** The global through which tests reach the installed Solana wallets (by name) from `page.evaluate`. */
export const INSTALLED_SOLANA_WALLETS_GLOBAL = '__porticoSolanaTestWallets'
