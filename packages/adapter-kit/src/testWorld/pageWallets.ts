import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** The Wallet Standard wallets a test world registered on the page. */
export interface PageWallets<W extends Wallet> {
  /** Registers the wallet with the page's registry, as its extension does; returns it. */
  register(wallet: W): W
  /** The wallet leaves the page (e.g. its extension is turned off). */
  unregister(wallet: W): void
  /** Every registered wallet leaves the page (the world stops). */
  unregisterAll(): void
}

/** Keeps the page registrations of a test world's wallets, so each can leave and none outlives the world. */
export function pageWallets<W extends Wallet>(): PageWallets<W> {
  const unregisters = new Map<W, () => void>()
  return {
    register(wallet) {
      unregisters.set(wallet, getWallets().register(wallet))
      return wallet
    },
    unregister(wallet) {
      unregisters.get(wallet)?.()
      unregisters.delete(wallet)
    },
    unregisterAll() {
      for (const unregister of unregisters.values()) unregister()
      unregisters.clear()
    },
  }
}
