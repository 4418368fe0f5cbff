export { type Eip155AdapterParameters, eip155Adapter } from '../adapter/eip155Adapter.js'
export { ConnectorNotFoundError } from '../errors/ConnectorNotFoundError.js'
export { WalletMethodNotSupportedError } from '../errors/WalletMethodNotSupportedError.js'
export { eip155Network } from '../networks/eip155Network.js'
export { eip155Networks } from '../networks/eip155Networks.js'
export {
  createSessionProvider,
  type SessionProvider,
  type SessionProviderParameters,
} from '../session/createSessionProvider.js'
