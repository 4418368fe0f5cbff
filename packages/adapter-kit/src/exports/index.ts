export { standardWalletConnector } from '../connectors/standardWalletConnector.js'
export { walletConnectorId } from '../connectors/walletConnectorId.js'
export { disconnectWallet } from '../discovery/disconnectWallet.js'
export { followWallets } from '../discovery/followWallets.js'
export {
  type WalletDiscovery,
  type WalletDiscoveryListener,
  type WalletDiscoveryParameters,
  walletDiscovery,
} from '../discovery/walletDiscovery.js'
export { type AdapterStorage, adapterStorage } from '../driver/adapterStorage.js'
export type { ChainAdapterDefinition } from '../driver/ChainAdapterDefinition.js'
export type { ChainDriver, DriverBalanceWatch } from '../driver/ChainDriver.js'
export type { ChainDriverKit } from '../driver/ChainDriverKit.js'
export { createChainAdapter } from '../driver/createChainAdapter.js'
export type { DriverSession } from '../driver/DriverSession.js'
export {
  type WalletStandardDriverParameters,
  walletStandardDriver,
} from '../driver/walletStandardDriver.js'
export { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError.js'
export { NoAccountError } from '../errors/NoAccountError.js'
export { NotConnectedError } from '../errors/NotConnectedError.js'
export { type RejectionMessage, toWalletError } from '../errors/toWalletError.js'
export { WalletFeatureMissingError } from '../errors/WalletFeatureMissingError.js'
export { type PollBalanceParameters, pollBalance } from '../events/pollBalance.js'
export { watchWalletChanges } from '../events/watchWalletChanges.js'
export {
  type SessionRequest,
  type SessionStandardWalletParameters,
  sessionStandardWallet,
} from '../sessions/sessionStandardWallet.js'
