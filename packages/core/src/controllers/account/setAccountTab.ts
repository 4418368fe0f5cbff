import type { ChainNamespace } from '../../types/namespace.js'
import type { PorticoState } from '../../types/state.js'

/** Keeps the Account view's tab in a namespace's account state (default the active one). */
export function setAccountTab(
  state: PorticoState,
  tab: number,
  namespace: ChainNamespace | undefined = state.activeNamespace,
): void {
  const account = namespace && state.chains[namespace]?.accountState
  if (account) account.currentTab = tab
}
