import type { ViewName } from '../../types/view.js'

export interface ChooseOpenViewParameters {
  view: ViewName | undefined
  connected: boolean
  /** The app gave at least one adapter. */
  hasAdapters: boolean
  manualControl: boolean
  mobile: boolean
}

/**
 * The view open() shows (docs/behaviour.md#views): the given view, else Account when connected, else Connect;
 * without adapters or under manual control AllWallets on mobile and ConnectingWalletConnectBasic
 * otherwise.
 */
export function chooseOpenView(parameters: ChooseOpenViewParameters): ViewName {
  if (parameters.view) return parameters.view
  if (!parameters.hasAdapters || parameters.manualControl) {
    return parameters.mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  }
  return parameters.connected ? 'Account' : 'Connect'
}
