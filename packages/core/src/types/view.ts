import type { ChainNamespace } from './namespace.js'
import type { Network } from './network.js'

/**
 * The modal's views by name, each with the data it is opened with (`undefined`: none). This is an open contract, as
 * wagmi's `Register` is: core lists the views every app has, and a feature package adds its own by declaration
 * merging, so that `open({ view })`, `push` and a feature's `views` type-check them and a misspelt name does not.
 * @example
 * declare module '@portico/core' {
 *   interface PorticoViews {
 *     Send: undefined
 *   }
 * }
 */
export interface PorticoViews {
  Connect: undefined
  Account: undefined
  AllWallets: { namespace?: ChainNamespace }
  ConnectingExternal: { walletKey?: string; connectorId?: string }
  SwitchNetwork: { network?: Network }
  SwitchActiveChain: { network?: Network }
  UnsupportedChain: undefined
  ApproveTransaction: undefined
  WhatIsAWallet: undefined
}

/** A view of the modal: one of core's or one a feature package registered in `PorticoViews`. */
export type ViewName = keyof PorticoViews & string

/** The data a view is opened with: what it declared in `PorticoViews`, in the shape every view's data has. */
export type ViewData<View extends ViewName = ViewName> = View extends ViewName
  ? PorticoViews[View] extends undefined
    ? RouterData
    : PorticoViews[View] & RouterData
  : never

/** Data a view is opened with (e.g. the wallet being connected, the network to switch to). */
export interface RouterData {
  walletKey?: string
  connectorId?: string
  network?: Network
  namespace?: ChainNamespace
  [key: string]: unknown
}
