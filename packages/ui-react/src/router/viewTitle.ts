import type { ViewName } from '@portico/core'
import type { PorticoSnapshot } from '../state/PorticoSnapshot.js'

type Title = string | ((state: PorticoSnapshot) => string)

const titles: Partial<Record<ViewName, Title>> = {
  Connect: 'Connect Wallet',
  AllWallets: 'All Wallets',
  ConnectingExternal: (state) => {
    const data = state.router.data
    const connector = state.connectors.find((c) => c.id === data?.connectorId)
    return connector?.name ?? 'Connecting'
  },
  Account: 'Account',
  SwitchNetwork: 'Choose Network',
  SwitchActiveChain: 'Switch Chain',
  UnsupportedChain: 'Switch Network',
  ApproveTransaction: 'Approve Transaction',
}

/** Sets the header title of a view (used by registerView for views that features add). */
export function setViewTitle(view: ViewName, title: Title): void {
  titles[view] = title
}

/** The header title of a view: its registered title, else the view name spaced out. */
export function viewTitle(view: ViewName, state: PorticoSnapshot): string {
  const title = titles[view]
  if (typeof title === 'function') return title(state)
  return title ?? view.replace(/([a-z])([A-Z])/g, '$1 $2')
}
