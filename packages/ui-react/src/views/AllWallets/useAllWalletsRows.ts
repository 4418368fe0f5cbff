import { type PorticoState, selectSearchRows, type WalletRow } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { useWalletRows } from '../shared/useWalletRows.js'
import { useWalletRegistry, withoutWalletConnect } from '../shared/walletConnectOff.js'

/**
 * The rows AllWallets shows for what the visitor typed: the registry's search results (merged
 * with installed wallets) while a search is under way; without a registry (no cloud, basic
 * mode), the local rows filtered by name; otherwise every row.
 */
export function useAllWalletsRows(typed: string): WalletRow[] {
  const { options } = usePorticoInstance()
  const state = usePorticoSnapshot()
  const rows = useWalletRows()
  const { connectors } = state
  const registry = useWalletRegistry()
  const needle = typed.trim().toLowerCase()
  return useMemo(() => {
    if (registry.status === 'unavailable')
      return needle ? rows.filter((row) => row.name.toLowerCase().includes(needle)) : rows
    if (registry.search.query === '') return rows
    const found = selectSearchRows({ connectors, registry } as PorticoState, options)
    return options.enableWalletConnect === false ? withoutWalletConnect(found) : found
  }, [rows, registry, connectors, options, needle])
}
