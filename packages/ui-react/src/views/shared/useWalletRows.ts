import { type PorticoState, selectWalletRows, type WalletRow } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { withoutWalletConnect } from './walletConnectOff.js'

/** The wallet rows of the current state, one per wallet, in the documented group order (WalletConnect's left out when off). */
export function useWalletRows(): WalletRow[] {
  const { options } = usePorticoInstance()
  const state = usePorticoSnapshot()
  const namespace = state.router.data?.namespace
  return useMemo(() => {
    const all = selectWalletRows(state as PorticoState, options)
    const rows = options.enableWalletConnect === false ? withoutWalletConnect(all) : all
    // Opened for one namespace (open({ namespace })): only wallets that can connect there.
    return namespace ? rows.filter((row) => row.connectors.some((c) => c.chain === namespace)) : rows
  }, [state, options, namespace])
}
