import type { WalletRow } from '@portico/core'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/**
 * The rows left when the app turned WalletConnect off (`enableWalletConnect: false`): no WalletConnect row, and
 * no registry wallet that only WalletConnect could reach (a row without a connector in this browser). Core's option,
 * read here because it applies with or without `@portico/walletconnect` (docs/features.md "What core still names").
 */
export function withoutWalletConnect(rows: readonly WalletRow[]): WalletRow[] {
  return rows.filter((row) => row.group !== 'walletConnect' && row.connectors.length > 0)
}

/**
 * The registry as the wallet views use it: with WalletConnect off, 'unavailable' (its wallets could not
 * connect here), so AllWallets lists and filters the installed wallets only.
 */
export function useWalletRegistry(): ReturnType<typeof usePorticoSnapshot>['registry'] {
  const { options } = usePorticoInstance()
  const { registry } = usePorticoSnapshot()
  return options.enableWalletConnect === false ? { ...registry, status: 'unavailable' as const } : registry
}
