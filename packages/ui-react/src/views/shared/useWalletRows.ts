import { type PorticoState, selectWalletRows, type WalletRow } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/** The wallet rows of the current state, one per wallet, in the spec's group order. */
export function useWalletRows(): WalletRow[] {
  const { options } = usePorticoInstance()
  const state = usePorticoSnapshot()
  const namespace = state.router.data?.namespace
  return useMemo(() => {
    const rows = selectWalletRows(state as PorticoState, options)
    // Opened for one namespace (open({ namespace })): only wallets that can connect there.
    return namespace ? rows.filter((row) => row.connectors.some((c) => c.chain === namespace)) : rows
  }, [state, options, namespace])
}
