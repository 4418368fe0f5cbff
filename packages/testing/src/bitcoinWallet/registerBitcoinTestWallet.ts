import type { Wallet } from '@wallet-standard/base'
import {
  type RegisterSolanaTestWalletOptions,
  registerSolanaTestWallet,
} from '../solanaWallet/registerSolanaTestWallet.js'

/**
 * Registers a Bitcoin wallet with the page's Wallet Standard apps by the window-event handshake a
 * wallet extension uses (the same handshake as `registerSolanaTestWallet`: the Wallet Standard is
 * chain-agnostic). Returns a function that unregisters it.
 * @example
 * const unregister = registerBitcoinTestWallet(createBitcoinTestWallet({ privateKey, chain }))
 */
export function registerBitcoinTestWallet(
  wallet: Wallet,
  options: RegisterSolanaTestWalletOptions = {},
): () => void {
  return registerSolanaTestWallet(wallet, options)
}
