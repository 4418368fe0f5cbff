export {
  ConnectorNotFoundError,
  NoAccountError,
  NotConnectedError,
  WalletFeatureMissingError,
} from '@portico/adapter-kit'
export { type SolanaAdapterParameters, solanaAdapter } from '../adapter/solanaAdapter.js'
export { TransactionFailedError } from '../errors/TransactionFailedError.js'
export { UnknownSolanaNetworkError } from '../errors/UnknownSolanaNetworkError.js'
export { genesisReference } from '../networks/genesisReference.js'
export { solana } from '../networks/solana.js'
export { solanaDevnet } from '../networks/solanaDevnet.js'
export { type SolanaLocalnetParameters, solanaLocalnet } from '../networks/solanaLocalnet.js'
export { type SolanaNetworkParameters, solanaNetwork } from '../networks/solanaNetwork.js'
export { solanaTestnet } from '../networks/solanaTestnet.js'
export { walletStandardChain } from '../networks/walletStandardChain.js'
