import type { Wallet, WindowAppReadyEventAPI, WindowRegisterWalletEventCallback } from '@wallet-standard/base'

export interface RegisterSolanaTestWalletOptions {
  /** Where to register; defaults to `window`. Tests in Node pass an EventTarget. */
  target?: EventTarget
}

/**
 * Registers a wallet with the page's Wallet Standard apps, by the window-event handshake a wallet
 * extension uses: it dispatches `wallet-standard:register-wallet` (for apps already listening) and
 * answers every later `wallet-standard:app-ready` (for apps that load after it). Returns a function
 * that unregisters it from every app and stops answering.
 *
 * @example
 * const unregister = registerSolanaTestWallet(createSolanaTestWallet({ secretKey, chains }))
 */
export function registerSolanaTestWallet(
  wallet: Wallet,
  options: RegisterSolanaTestWalletOptions = {},
): () => void {
  const target = options.target ?? (globalThis as { window?: EventTarget }).window
  if (!target) throw new TypeError('registerSolanaTestWallet needs a window (or options.target)')
  const unregisters: (() => void)[] = []
  const register: WindowRegisterWalletEventCallback = (api: WindowAppReadyEventAPI) => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event) => register((event as CustomEvent<WindowAppReadyEventAPI>).detail)

  target.addEventListener('wallet-standard:app-ready', onAppReady)
  target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: register }))

  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}
