import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { StandardEvents, type StandardEventsFeature } from '@wallet-standard/features'

/**
 * Hears the wallet's `standard:events` 'change' and reports its new accounts, as `pick` keeps them
 * (the adapter's chain only; none when the visitor disconnected or locked the wallet). Returns the
 * function that stops listening; a wallet without the feature is never heard.
 */
export function watchWalletChanges(
  wallet: Wallet,
  pick: (accounts: readonly WalletAccount[]) => WalletAccount[],
  onAccounts: (accounts: WalletAccount[]) => void,
): () => void {
  const events = (wallet.features as Partial<StandardEventsFeature>)[StandardEvents]
  if (!events) return () => undefined
  return events.on('change', ({ accounts }) => {
    if (accounts) onAccounts(pick(accounts))
  })
}
