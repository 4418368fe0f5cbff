import type { MessageKey, Translate, ViewName } from '@portico/core'
import type { PorticoSnapshot } from '../state/PorticoSnapshot.js'

/** A view's header title: a catalogue key (else a fixed text, from registerView), or computed from the state. */
export type ViewTitle = MessageKey | (string & {}) | ((state: PorticoSnapshot, t: Translate) => string)

const builtInTitles: Partial<Record<ViewName, ViewTitle>> = {
  Connect: 'connect.title',
  AllWallets: 'allWallets.title',
  ConnectingExternal: (state, t) => {
    const data = state.router.data
    const connector = state.connectors.find((c) => c.id === data?.connectorId)
    return connector?.name ?? t('connecting.title')
  },
  Account: 'account.title',
  SwitchNetwork: 'switchNetwork.title',
  SwitchActiveChain: 'switchActiveChain.title',
  UnsupportedChain: 'unsupportedChain.title',
  ApproveTransaction: 'approve.title',
  WhatIsAWallet: 'connect.walletGuide.title',
}

// The titles the app gave registerView, for every instance.
const appTitles: Partial<Record<ViewName, ViewTitle>> = {}

/** Sets the header title of a view the app registers (registerView). */
export function setViewTitle(view: ViewName, title: ViewTitle): void {
  appTitles[view] = title
}

/**
 * The header title of a view in the current locale: the app's (registerView), else the instance's features'
 * (`titles`), else the built-in one, else the view name spaced out.
 */
export function viewTitle(
  view: ViewName,
  state: PorticoSnapshot,
  t: Translate,
  featureTitles: Partial<Record<ViewName, ViewTitle>> = {},
): string {
  const title = appTitles[view] ?? featureTitles[view] ?? builtInTitles[view]
  if (typeof title === 'function') return title(state, t)
  // A fixed text is no key of the catalogue: t() gives it back as it is.
  if (title !== undefined) return t(title as MessageKey)
  return view.replace(/([a-z])([A-Z])/g, '$1 $2')
}
