export { blockchainApiContract } from '../blockchainApi/blockchainApiContract.js'
export { type CloudNft, cloudNftSchema } from '../blockchainApi/cloudNftSchema.js'
export { type CloudTokenBalance, cloudTokenBalanceSchema } from '../blockchainApi/cloudTokenBalanceSchema.js'
export {
  type CloudTransaction,
  type CloudTransfer,
  cloudTransactionSchema,
  cloudTransferSchema,
} from '../blockchainApi/cloudTransactionSchema.js'
export type { CloudAnswer } from '../CloudAnswer.js'
export type { CloudRoute } from '../CloudRoute.js'
export { type CloudRouteName, cloudContract } from '../cloudContract.js'
export { type CloudErrorBody, cloudErrorSchema } from '../cloudErrorSchema.js'
export { type CloudNameRecord, cloudNameRecordSchema } from '../nameApi/cloudNameRecordSchema.js'
export { nameApiContract } from '../nameApi/nameApiContract.js'
export { type RegisterNameBody, registerNameBodySchema } from '../nameApi/registerNameBodySchema.js'
export { type AnalyticsEventBody, analyticsEventBodySchema } from '../walletApi/analyticsEventBodySchema.js'
export {
  type CloudRemoteFeatures,
  cloudRemoteFeaturesSchema,
} from '../walletApi/cloudRemoteFeaturesSchema.js'
export { type CloudWallet, cloudWalletSchema } from '../walletApi/cloudWalletSchema.js'
export { walletApiContract } from '../walletApi/walletApiContract.js'
