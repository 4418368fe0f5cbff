import type { ApiPromise } from '@polkadot/api'
import { systemAccount } from '../actions/systemAccount.js'

/**
 * Calls `onChange` whenever the account's `System.Account` storage changes after the first read;
 * returns a function that stops watching.
 */
export function watchAccountBalance({
  api,
  address,
  onChange,
}: {
  api: ApiPromise
  address: string
  onChange: () => void
}): () => void {
  let stopped = false
  let first = true
  let unsubscribe: (() => void) | undefined
  void systemAccount(api)(address, () => {
    if (first) first = false
    else if (!stopped) onChange()
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
