import { useCallback, useEffect, useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'

export type BalanceState = 'loading' | 'ready' | 'error'

/** Reads the balance on mount and reports loading / ready / error, with a retry. */
export function useBalance(balance: string | undefined, address: string | undefined) {
  const portico = usePorticoInstance()
  const [failed, setFailed] = useState(false)
  const refresh = useCallback(
    (force: boolean) => {
      setFailed(false)
      portico.refreshBalance({ force }).catch(() => setFailed(true))
    },
    [portico],
  )
  useEffect(() => {
    if (address) refresh(false)
  }, [refresh, address])
  const state: BalanceState = balance !== undefined ? 'ready' : failed ? 'error' : 'loading'
  return { state, retry: () => refresh(true) }
}
