/** The modal's views (spec §2), by name. */
export type ViewName =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'ConnectingExternal'
  | 'ConnectingWalletConnect'
  | 'ConnectingWalletConnectBasic'
  | 'ConnectingFarcaster'
  | 'SwitchNetwork'
  | 'SwitchActiveChain'
  | 'ProfileWallets'
  | 'EmailLogin'
  | 'UpdateEmailWallet'
  | 'UnsupportedChain'
  | 'ApproveTransaction'
  | 'Swap'
  | 'SIWXSignMessage'
  | 'RegisterAccountName'
  | 'RegisterAccountNameSuccess'
  | 'Receive'
  | 'Send'
  | 'SendPreview'
  | 'WhatIsAWallet'

/** Data a view is opened with (e.g. the wallet being connected, the network to switch to). */
export interface RouterData {
  walletKey?: string
  connectorId?: string
  network?: import('./network.js').Network
  namespace?: import('./namespace.js').ChainNamespace
  swap?: Record<string, unknown>
  [key: string]: unknown
}
