import type { WalletConnection, WalletConnectionBalance } from '@portico/core'
import { useEffect, useState } from 'react'

/** A listed connection's balance as ProfileWallets shows it. */
export type ConnectionBalance =
  | { state: 'loading' }
  | { state: 'ready'; value: WalletConnectionBalance }
  | { state: 'error' }

/**
 * The balances of the listed connections by connector id: the active one's from the account state
 * (the Account view's), the others read once each time the list changes.
 */
export function useConnectionBalances(
  connections: readonly WalletConnection[],
  read: (connection: WalletConnection) => Promise<WalletConnectionBalance | undefined>,
  active: { balance: string | undefined; balanceSymbol: string | undefined } | undefined,
): Record<string, ConnectionBalance> {
  const [others, setOthers] = useState<Record<string, ConnectionBalance>>({})
  const key = connections.map((entry) => `${entry.connectorId} ${entry.caipAddress} ${entry.active}`).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is re-read when its key changes, not on every render
  useEffect(() => {
    let current = true
    for (const connection of connections.filter((entry) => !entry.active)) {
      setOthers((before) => ({ ...before, [connection.connectorId]: { state: 'loading' } }))
      read(connection).then(
        (value) => {
          if (!current) return
          setOthers((before) => ({
            ...before,
            [connection.connectorId]: value ? { state: 'ready', value } : { state: 'error' },
          }))
        },
        () => current && setOthers((before) => ({ ...before, [connection.connectorId]: { state: 'error' } })),
      )
    }
    return () => {
      current = false
    }
  }, [key])
  const balances: Record<string, ConnectionBalance> = { ...others }
  for (const connection of connections.filter((entry) => entry.active)) {
    balances[connection.connectorId] =
      active?.balance === undefined
        ? { state: 'loading' }
        : { state: 'ready', value: { balance: active.balance, symbol: active.balanceSymbol } }
  }
  return balances
}
