export { accountQuerySchemas } from '../blockchainApi/accountQuerySchemas.js'
export { blockchainApiContract } from '../blockchainApi/blockchainApiContract.js'
export { type CloudNft, cloudNftSchema } from '../blockchainApi/cloudNftSchema.js'
export {
  type CloudOnrampPurchase,
  cloudOnrampPurchaseSchema,
} from '../blockchainApi/cloudOnrampPurchaseSchema.js'
export { type CloudTokenBalance, cloudTokenBalanceSchema } from '../blockchainApi/cloudTokenBalanceSchema.js'
export {
  type CloudTransaction,
  type CloudTransfer,
  cloudTransactionSchema,
  cloudTransferSchema,
} from '../blockchainApi/cloudTransactionSchema.js'
export { TRANSACTIONS_MAX_PAGE_SIZE, TRANSACTIONS_PAGE_SIZE } from '../blockchainApi/historyPageSizes.js'
export type { CloudAnswer } from '../CloudAnswer.js'
export type { CloudRoute } from '../CloudRoute.js'
export { type CloudRouteName, cloudContract } from '../cloudContract.js'
export { type CloudErrorBody, cloudErrorSchema } from '../cloudErrorSchema.js'
export { caip2ChainIdSchema, isCaip2ChainId } from '../ids/caip2ChainIdSchema.js'
export { chainFilterSchema } from '../ids/chainFilterSchema.js'
export { evmAddressSchema, evmChainIdSchema } from '../ids/evmAddressSchema.js'
export { isWalletId, walletIdSchema } from '../ids/walletIdSchema.js'
export { type CloudNameRecord, cloudNameRecordSchema } from '../nameApi/cloudNameRecordSchema.js'
export { nameApiContract } from '../nameApi/nameApiContract.js'
export { type RegisterNameBody, registerNameBodySchema } from '../nameApi/registerNameBodySchema.js'
export { commaList } from '../query/commaList.js'
export { sdkQuery, widgetQuerySchema } from '../query/sdkQuery.js'
export { SWAP_ERROR_CODES, type SwapCloudErrorCode } from '../swapApi/swapErrorCodes.js'
export { type AnalyticsEventBody, analyticsEventBodySchema } from '../walletApi/analyticsEventBodySchema.js'
export {
  type CloudRemoteFeatures,
  cloudRemoteFeaturesSchema,
} from '../walletApi/cloudRemoteFeaturesSchema.js'
export { type CloudWallet, cloudWalletSchema } from '../walletApi/cloudWalletSchema.js'
export { getWalletsQuerySchema } from '../walletApi/getWalletsQuerySchema.js'
export { walletApiContract } from '../walletApi/walletApiContract.js'
export { WALLETS_DEFAULT_ENTRIES, WALLETS_MAX_ENTRIES } from '../walletApi/walletPageSizes.js'
