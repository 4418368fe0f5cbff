export { AUTH_CONNECTOR_ID } from '../wallet/authConnectorId.js'
export type { EmailLoginError } from '../wallet/EmailLoginError.js'
// A type only: the class lives with the lazily loaded controller, and a value export here put the controller's chunk
// in the package's initial graph (a page that loads this package lazily then loaded 58 KB more at once).
export type { EmbeddedRpcError } from '../wallet/EmbeddedRpcError.js'
export type { EmbeddedWalletApi } from '../wallet/EmbeddedWalletApi.js'
export type { EmbeddedWalletParameters } from '../wallet/EmbeddedWalletParameters.js'
export type { EmailLoginStatus, EmbeddedWalletState } from '../wallet/EmbeddedWalletState.js'
export { embeddedWallet } from '../wallet/embeddedWallet.js'
export { embeddedWalletRef } from '../wallet/embeddedWalletRef.js'
