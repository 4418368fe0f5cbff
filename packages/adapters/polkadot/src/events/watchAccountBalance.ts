import type { ApiPromise } from '@polkadot/api'
import { systemAccount } from '../actions/systemAccount.js'

/**
 * Calls `onChange` whenever the account's `System.Account` storage changes after the first read, and
 * at the first read when its free balance differs from `knownValue()` (what the app last read: the
 * watcher goes live after @polkadot/api loads, so a transfer can land in between). Returns a
 * function that stops watching.
 */
export function watchAccountBalance({
  api,
  address,
  knownValue,
  onChange,
}: {
  api: ApiPromise
  address: string
  knownValue?: () => bigint | undefined
  onChange: () => void
}): () => void {
  let stopped = false
  let first = true
  let unsubscribe: (() => void) | undefined
  void systemAccount(api)(address, (info) => {
    const known = first ? knownValue?.() : undefined
    const stale = known !== undefined && known !== info.data.free.toBigInt()
    if (!stopped && (!first || stale)) onChange()
    first = false
  })
    .then((stop) => {
      if (stopped) stop()
      else unsubscribe = stop
    })
    .catch(() => undefined)
  return () => {
    stopped = true
    unsubscribe?.()
  }
}
