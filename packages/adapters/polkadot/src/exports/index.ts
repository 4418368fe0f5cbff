export { ConnectorNotFoundError, NotConnectedError } from '@portico/adapter-kit'
export { type PolkadotAdapterOptions, polkadotAdapter } from '../adapter/polkadotAdapter.js'
export { AUTHORIZED_EXTENSIONS_KEY } from '../connectors/authorizedExtensions.js'
export { connectorIdOf } from '../connectors/connectorIdOf.js'
export type {
  InjectedAccount,
  InjectedExtension,
  InjectedSigner,
  InjectedSignerPayload,
  InjectedSignerRaw,
  InjectedSignerResult,
  InjectedWeb3,
  InjectedWindowProvider,
} from '../connectors/InjectedWeb3.js'
export { NoAccountError } from '../errors/NoAccountError.js'
export { SignerMissingError } from '../errors/SignerMissingError.js'
export { TransactionFailedError } from '../errors/TransactionFailedError.js'
export { UnknownPolkadotNetworkError } from '../errors/UnknownPolkadotNetworkError.js'
export { genesisReference } from '../networks/genesisReference.js'
export { kusama } from '../networks/kusama.js'
export type { PolkadotNetwork } from '../networks/PolkadotNetworkTypes.js'
export { polkadot } from '../networks/polkadot.js'
export { polkadotAssetHub } from '../networks/polkadotAssetHub.js'
export { type PolkadotLocalParameters, polkadotLocal } from '../networks/polkadotLocal.js'
export { type PolkadotNetworkParameters, polkadotNetwork } from '../networks/polkadotNetwork.js'
