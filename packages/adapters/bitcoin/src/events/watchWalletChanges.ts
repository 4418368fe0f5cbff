import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'
import { bitcoinWalletAccounts } from '../connectors/bitcoinWalletAccounts.js'

/**
 * Hears the wallet's `standard:events` 'change' and reports its new Bitcoin accounts (none when the
 * visitor disconnected or locked the wallet). Returns the function that stops listening.
 */
export function watchWalletChanges(
  wallet: Wallet,
  onAccounts: (accounts: WalletAccount[]) => void,
): () => void {
  const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
  if (!events) return () => undefined
  return events.on('change', ({ accounts }) => {
    if (accounts) onAccounts(bitcoinWalletAccounts(accounts))
  })
}
