import type { DriverSession } from '@portico/adapter-kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { BitcoinAccount } from './BitcoinAccount.js'
import { toBitcoinAccounts } from './toBitcoinAccounts.js'

/** One wallet connected through the Bitcoin adapter; its address is the payment address. */
export interface BitcoinSession extends DriverSession<Wallet> {
  walletAccounts: readonly WalletAccount[]
  accounts: BitcoinAccount[]
}

/**
 * The session of a wallet with these accounts (typed by `accounts`, else by `toBitcoinAccounts`); undefined
 * without a payment account, which a connection needs.
 */
export function toBitcoinSession(
  wallet: Wallet,
  walletAccounts: readonly WalletAccount[],
  accounts: BitcoinAccount[] = toBitcoinAccounts(walletAccounts),
): BitcoinSession | undefined {
  const payment = accounts.find((account) => account.type === 'payment')
  return payment && { wallet, walletAccounts, accounts, address: payment.address }
}

/** The session's wallet account of an address (its first when none has it). */
export const walletAccountOf = ({ walletAccounts }: BitcoinSession, address: string): WalletAccount =>
  walletAccounts.find((account) => account.address === address) ?? (walletAccounts[0] as WalletAccount)
