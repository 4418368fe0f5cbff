import type { WalletAccount } from '@wallet-standard/base'

/** The accounts a wallet offers for Bitcoin (accounts naming no chain count: the wallet is a Bitcoin wallet). */
export function bitcoinWalletAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('bitcoin:')),
  )
}
