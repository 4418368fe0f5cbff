export type {
  WalletConnectApi,
  WalletConnectErrorKind,
  WalletConnectOptions,
  WalletConnectState,
} from '../feature/WalletConnectTypes.js'
export { WALLETCONNECT_FEATURE_ID, walletConnect } from '../feature/walletConnect.js'
