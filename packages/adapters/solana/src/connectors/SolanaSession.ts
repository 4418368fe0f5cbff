import type { DriverSession } from '@portico/adapter-kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

/** One wallet connected through the Solana adapter: its Solana accounts, the first one the connection's. */
export interface SolanaSession extends DriverSession<Wallet> {
  walletAccounts: WalletAccount[]
}

/** The session of a wallet with these (Solana) accounts. */
export const toSolanaSession = (wallet: Wallet, walletAccounts: WalletAccount[]): SolanaSession => ({
  wallet,
  walletAccounts,
  address: walletAccounts[0]?.address ?? '',
  accounts: walletAccounts.map(({ address }) => ({ address, type: 'eoa' as const })),
})

/** The session's wallet account of an address (its first when none has it). */
export const walletAccountOf = ({ walletAccounts }: SolanaSession, address: string): WalletAccount =>
  walletAccounts.find((account) => account.address === address) ?? (walletAccounts[0] as WalletAccount)
