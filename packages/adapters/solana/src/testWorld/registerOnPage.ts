import type { Wallet } from '@wallet-standard/base'

type RegisterApi = { register(...wallets: Wallet[]): () => void }

/**
 * Registers a wallet the way a wallet extension does (`@wallet-standard/wallet`'s registerWallet):
 * announces itself with 'wallet-standard:register-wallet' for an app already listening, and answers
 * the app's later 'wallet-standard:app-ready'.
 */
export function registerOnPage(wallet: Wallet): void {
  const callback = ({ register }: RegisterApi) => register(wallet)
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  window.addEventListener('wallet-standard:app-ready', (event) =>
    callback((event as CustomEvent<RegisterApi>).detail),
  )
}
