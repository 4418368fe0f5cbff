import type { ChainNamespace } from '../types/namespace.js'
import type { PorticoState } from '../types/state.js'

/** Whether a namespace (the active one when none is given) has a connected account. */
export function isNamespaceConnected(
  state: Pick<PorticoState, 'chains' | 'activeNamespace'>,
  namespace: ChainNamespace | undefined = state.activeNamespace,
): boolean {
  return namespace !== undefined && state.chains[namespace]?.accountState.status === 'connected'
}
