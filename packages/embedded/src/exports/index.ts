export { AUTH_CONNECTOR_ID } from '../wallet/authConnectorId.js'
export type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
export type { EmbeddedWalletParameters } from '../wallet/EmbeddedWalletParameters.js'
export type {
  EmailLoginError,
  EmailLoginStatus,
  EmbeddedWalletState,
} from '../wallet/EmbeddedWalletState.js'
export { embeddedWallet } from '../wallet/embeddedWallet.js'
export { embeddedWalletRef } from '../wallet/embeddedWalletRef.js'
