import { RequestAbortedError } from '@portico/core'
import { usePorticoInstance, useTranslate } from '@portico/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ActivityPurchase, ActivityTransaction } from './ActivityTransaction.js'
import { activityFeatureRef } from './activityFeatureRef.js'
import { mergeTransactions } from './mergeTransactions.js'

/** How often the first page is read again while a transaction sent through Portico is pending. */
const PENDING_REFRESH_MS = 2_000

export interface TransactionPages {
  transactions: ActivityTransaction[]
  /** The account's on-ramp purchases on its network, from the first page. */
  purchases: ActivityPurchase[]
  /** `loading` the first page, `more` a further one, `idle` between pages, `end` when all are shown. */
  status: 'loading' | 'more' | 'idle' | 'end' | 'error'
  loadMore(): void
}

/**
 * The account's transactions page by page: the first page when the account or network changes,
 * the next one on `loadMore()`, and the first page again every 2 s while `pendingCount` is above 0
 * or a purchase is under way (so a pending transaction settles once the indexer lists it, and a purchase once the
 * provider delivers). A failed read shows the documented
 * 'Failed to fetch transactions' toast.
 */
export function useTransactionPages(accountKey: string | undefined, pendingCount: number): TransactionPages {
  const portico = usePorticoInstance()
  const t = useTranslate()
  const [transactions, setTransactions] = useState<ActivityTransaction[]>([])
  const [purchases, setPurchases] = useState<ActivityPurchase[]>([])
  const [status, setStatus] = useState<TransactionPages['status']>('loading')
  const next = useRef<string | undefined>(undefined)
  const busy = useRef(false)
  const generation = useRef(0)
  const latestT = useRef(t)
  latestT.current = t

  const read = useCallback(
    async (cursor: string | undefined) => {
      const api = portico.getFeature(activityFeatureRef)
      if (!api) return { data: [], next: undefined }
      return api.getTransactions({ cursor })
    },
    [portico],
  )
  const fail = useCallback(
    (error: unknown) => {
      // The instance's destroy() ended the request: nothing to report.
      if (error instanceof RequestAbortedError) return
      console.warn('Portico: could not read the activity', error)
      setStatus('error')
      portico.showToast({ message: latestT.current('error.FETCH_TRANSACTIONS_FAILED'), variant: 'error' })
    },
    [portico],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new account or network starts over
  useEffect(() => {
    const mine = ++generation.current
    busy.current = true
    next.current = undefined
    setTransactions([])
    setPurchases([])
    setStatus('loading')
    read(undefined).then(
      (page) => {
        if (mine !== generation.current) return
        busy.current = false
        next.current = page.next
        setTransactions(page.data)
        setPurchases(page.purchases ?? [])
        setStatus(page.next ? 'idle' : 'end')
      },
      (error: unknown) => {
        if (mine !== generation.current) return
        busy.current = false
        fail(error)
      },
    )
  }, [accountKey, read, fail])

  const loadMore = useCallback(() => {
    if (busy.current || next.current === undefined) return
    const mine = generation.current
    busy.current = true
    setStatus('more')
    read(next.current).then(
      (page) => {
        if (mine !== generation.current) return
        busy.current = false
        next.current = page.next
        setTransactions((loaded) => mergeTransactions(loaded, page.data))
        setStatus(page.next ? 'idle' : 'end')
      },
      (error: unknown) => {
        if (mine !== generation.current) return
        busy.current = false
        fail(error)
      },
    )
  }, [read, fail])

  const buying = purchases.some((each) => each.status === 'pending' || each.status === 'processing')
  useEffect(() => {
    if (pendingCount === 0 && !buying) return
    const mine = generation.current
    const timer = setInterval(() => {
      read(undefined).then(
        (page) => {
          if (mine !== generation.current) return
          setTransactions((loaded) => mergeTransactions(page.data, loaded))
          setPurchases(page.purchases ?? [])
        },
        (error: unknown) => {
          if (!(error instanceof RequestAbortedError))
            console.warn('Portico: could not refresh the activity', error)
        },
      )
    }, PENDING_REFRESH_MS)
    return () => clearInterval(timer)
  }, [pendingCount, buying, read])

  return { transactions, purchases, status, loadMore }
}
