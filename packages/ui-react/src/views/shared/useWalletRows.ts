import type { WalletRow } from '@portico/core'
import { useMemo } from 'react'
import { usePorticoSnapshot } from '../../state/usePorticoSnapshot.js'
import { walletRows } from '../../wallets/walletRows.js'

/** The wallet rows of the current state, installed first. */
export function useWalletRows(): WalletRow[] {
  const state = usePorticoSnapshot()
  return useMemo(() => walletRows(state), [state])
}
