export { ConnectorNotFoundError, NotConnectedError } from '@portico/adapter-kit'
export { COSMOS_SEND_GAS_LIMIT } from '../actions/cosmosFee.js'
export { type CosmosAdapterOptions, cosmosAdapter } from '../adapter/cosmosAdapter.js'
export type { KeplrInjection } from '../connectors/KeplrInjection.js'
export type {
  KeplrAminoSignDoc,
  KeplrChainInfo,
  KeplrKey,
  KeplrLike,
  KeplrSignDoc,
  KeplrStdSignature,
} from '../connectors/KeplrLike.js'
export { knownKeplrInjections } from '../connectors/knownKeplrInjections.js'
export { TransactionFailedError } from '../errors/TransactionFailedError.js'
export { KEPLR_REJECTION_MESSAGE } from '../errors/toWalletError.js'
export { UnknownCosmosNetworkError } from '../errors/UnknownCosmosNetworkError.js'
export { KEPLR_KEYSTORE_CHANGE } from '../events/KEPLR_KEYSTORE_CHANGE.js'
export type { CosmosChain } from '../networks/CosmosChain.js'
export { cosmoshub } from '../networks/cosmoshub.js'
export { type CosmosLocalnetParameters, cosmosLocalnet } from '../networks/cosmosLocalnet.js'
export { type CosmosNetwork, type CosmosNetworkParameters, cosmosNetwork } from '../networks/cosmosNetwork.js'
export { osmosis } from '../networks/osmosis.js'
export { toKeplrChainInfo } from '../networks/toKeplrChainInfo.js'
