import type { WalletAccount } from '@wallet-standard/base'

/** The accounts a wallet offers for Solana (accounts naming no chain count: the wallet supports Solana). */
export function solanaAccounts(accounts: readonly WalletAccount[]): WalletAccount[] {
  return accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
  )
}
