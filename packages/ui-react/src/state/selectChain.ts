import type { ChainNamespace } from '@portico/core'
import type { PorticoSnapshot } from './PorticoSnapshot.js'

/** The chain state of a namespace (the active one when none is given). */
export function selectChain(state: PorticoSnapshot, namespace?: ChainNamespace) {
  const key = namespace ?? state.activeNamespace
  return key ? state.chains[key] : undefined
}
