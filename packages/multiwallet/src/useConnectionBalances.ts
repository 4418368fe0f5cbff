import type { ChainNamespace, WalletConnection, WalletConnectionBalance } from '@portico/core'
import { useEffect, useState } from 'react'

/** A listed connection's balance as ProfileWallets shows it. */
export type ConnectionBalance =
  | { state: 'loading' }
  | { state: 'ready'; value: WalletConnectionBalance }
  | { state: 'error' }

/** The key of a listed connection's balance: connector ids are only unique within a namespace. */
export const balanceKey = (connection: Pick<WalletConnection, 'namespace' | 'connectorId'>) =>
  `${connection.namespace}:${connection.connectorId}`

/**
 * The balances of the listed connections by {@link balanceKey}: each namespace's active one from its
 * account state (the Account view's), the others read once each time the list changes.
 */
export function useConnectionBalances(
  connections: readonly WalletConnection[],
  read: (connection: WalletConnection) => Promise<WalletConnectionBalance | undefined>,
  accountOf: (
    namespace: ChainNamespace,
  ) => { balance: string | undefined; balanceSymbol: string | undefined } | undefined,
): Record<string, ConnectionBalance> {
  const [others, setOthers] = useState<Record<string, ConnectionBalance>>({})
  const key = connections.map((entry) => `${balanceKey(entry)} ${entry.caipAddress} ${entry.active}`).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is re-read when its key changes, not on every render
  useEffect(() => {
    let current = true
    for (const connection of connections.filter((entry) => !entry.active)) {
      const id = balanceKey(connection)
      setOthers((before) => ({ ...before, [id]: { state: 'loading' } }))
      read(connection).then(
        (value) => {
          if (!current) return
          setOthers((before) => ({ ...before, [id]: value ? { state: 'ready', value } : { state: 'error' } }))
        },
        () => current && setOthers((before) => ({ ...before, [id]: { state: 'error' } })),
      )
    }
    return () => {
      current = false
    }
  }, [key])
  const balances: Record<string, ConnectionBalance> = { ...others }
  for (const connection of connections.filter((entry) => entry.active)) {
    const account = accountOf(connection.namespace)
    balances[balanceKey(connection)] =
      account?.balance === undefined
        ? { state: 'loading' }
        : { state: 'ready', value: { balance: account.balance, symbol: account.balanceSymbol } }
  }
  return balances
}
