import { useEffect, useRef, useState } from 'react'
import { usePorticoInstance } from '../../context/usePorticoInstance.js'
import { useTranslate } from '../../i18n/useTranslate.js'

/**
 * Reads part of the portfolio for the current account (again when the account changes): 'loading',
 * then 'ready', or 'error' with the documented toast (`error.<code>` of the catalogue).
 */
export function usePortfolioRead(
  account: string | undefined,
  read: () => Promise<unknown>,
  failure: 'TOKEN_BALANCE_UNAVAILABLE' | 'SOMETHING_WENT_WRONG',
): 'loading' | 'ready' | 'error' {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const latest = useRef({ read, t })
  latest.current = { read, t }
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account is what a new read is for
  useEffect(() => {
    let live = true
    setStatus('loading')
    latest.current.read().then(
      () => {
        if (live) setStatus('ready')
      },
      (error: unknown) => {
        if (!live) return
        console.warn('Portico: could not read the portfolio', error)
        setStatus('error')
        portico.showToast({ message: latest.current.t(`error.${failure}`), variant: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [portico, account, failure])
  return status
}
