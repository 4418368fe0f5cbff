export {
  ConnectorNotFoundError,
  NoAccountError,
  NotConnectedError,
  WalletFeatureMissingError,
} from '@portico/adapter-kit'
export { FEE_TARGET_BLOCKS, MIN_FEE_RATE } from '../actions/feeRateOf.js'
export type { BitcoinChainAdapter } from '../adapter/BitcoinChainAdapter.js'
export { bitcoinAdapter } from '../adapter/bitcoinAdapter.js'
export type { BitcoinAccount } from '../connectors/BitcoinAccount.js'
export { EsploraRequestError } from '../errors/EsploraRequestError.js'
export { InsufficientFundsError } from '../errors/InsufficientFundsError.js'
export { TransactionFailedError } from '../errors/TransactionFailedError.js'
export { UnknownBitcoinNetworkError } from '../errors/UnknownBitcoinNetworkError.js'
export { BALANCE_POLL_MS } from '../events/watchAddressBalance.js'
export {
  type BitcoinAddressPurpose,
  BitcoinConnect,
  type BitcoinConnectFeature,
} from '../features/BitcoinConnectFeature.js'
export {
  BitcoinSignAndSendTransaction,
  type BitcoinSignAndSendTransactionFeature,
} from '../features/BitcoinSignAndSendTransactionFeature.js'
export { BitcoinSignMessage, type BitcoinSignMessageFeature } from '../features/BitcoinSignMessageFeature.js'
export {
  type BitcoinInputToSign,
  BitcoinSignTransaction,
  type BitcoinSignTransactionFeature,
  type BitcoinSignTransactionInput,
} from '../features/BitcoinSignTransactionFeature.js'
export { bitcoin } from '../networks/bitcoin.js'
export { type BitcoinNetworkParameters, bitcoinNetwork } from '../networks/bitcoinNetwork.js'
export { type BitcoinRegtestParameters, bitcoinRegtest } from '../networks/bitcoinRegtest.js'
export { bitcoinTestnet } from '../networks/bitcoinTestnet.js'
export { genesisReference } from '../networks/genesisReference.js'
export { walletStandardChain } from '../networks/walletStandardChain.js'
