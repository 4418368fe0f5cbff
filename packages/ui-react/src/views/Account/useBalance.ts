import { useCallback, useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'

export type BalanceState = 'loading' | 'ready' | 'error'

/**
 * Reads the balance on mount and reports loading / ready / error. Core logs a failed read and
 * leaves the balance unset, so a read that settles without a balance counts as an error.
 */
export function useBalance(
  balance: string | undefined,
  address: string | undefined,
  networkId: string | undefined,
) {
  const portico = usePorticoInstance()
  const [settled, setSettled] = useState(false)
  const refresh = useCallback(
    (force: boolean) => {
      setSettled(false)
      portico
        .refreshBalance({ force })
        .catch(() => undefined)
        .then(() => setSettled(true))
    },
    [portico],
  )
  useEffect(() => {
    if (address && networkId) refresh(false)
  }, [refresh, address, networkId])
  const state: BalanceState = balance !== undefined ? 'ready' : settled ? 'error' : 'loading'
  return { state, retry: () => refresh(true) }
}
