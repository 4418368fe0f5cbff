export type {
  PorticoMultiWallet,
  WalletConnection,
  WalletConnectionBalance,
  WalletConnectionParameters,
} from '@portico/core'
export { multiWallet } from '../multiWallet.js'
export { type UseWalletConnectionsReturnType, useWalletConnections } from '../useWalletConnections.js'
