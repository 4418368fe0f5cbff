import { type PorticoState, selectWalletRows, type WalletRow } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'

/** The wallet rows of the current state, one per wallet, in the spec's group order. */
export function useWalletRows(): WalletRow[] {
  const { options } = usePorticoInstance()
  const state = usePorticoSnapshot()
  return useMemo(() => selectWalletRows(state as PorticoState, options), [state, options])
}
