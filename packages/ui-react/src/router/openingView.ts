import type { ViewName } from '@portico/core'
import type { PorticoSnapshot } from '../state/PorticoSnapshot.js'
import { selectChain } from '../state/selectChain.js'

/** The view open() without a view shows in an app with adapters: Account when connected, else Connect. */
export function openingView(state: PorticoSnapshot): ViewName {
  return selectChain(state)?.accountState.status === 'connected' ? 'Account' : 'Connect'
}
