import type { ViewName } from '../../types/view.js'

export interface ChooseOpenViewParameters {
  view: ViewName | undefined
  connected: boolean
  /** The app gave at least one adapter. */
  hasAdapters: boolean
  manualControl: boolean
  mobile: boolean
  /** The view a feature shows first in that case on a desktop (`PorticoFeature.basicConnectView`). */
  basicConnectView?: ViewName | undefined
}

/**
 * The view open() shows (docs/behaviour.md#views): the given view, else Account when connected, else Connect;
 * without adapters or under manual control AllWallets on mobile and a feature's basic connect view
 * (WalletConnect's ConnectingWalletConnectBasic) otherwise, AllWallets when no feature gives one.
 */
export function chooseOpenView(parameters: ChooseOpenViewParameters): ViewName {
  if (parameters.view) return parameters.view
  if (!parameters.hasAdapters || parameters.manualControl) {
    return (!parameters.mobile && parameters.basicConnectView) || 'AllWallets'
  }
  return parameters.connected ? 'Account' : 'Connect'
}
