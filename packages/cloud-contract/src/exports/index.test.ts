import { expect, it } from 'vitest'
import * as contract from './index.js'
import * as testing from './testing.js'

it('pins the public export names of @portico/cloud-contract', () => {
  expect(Object.keys(contract).sort()).toMatchInlineSnapshot(`
    [
      "SWAP_ERROR_CODES",
      "TRANSACTIONS_MAX_PAGE_SIZE",
      "TRANSACTIONS_PAGE_SIZE",
      "WALLETS_DEFAULT_ENTRIES",
      "WALLETS_MAX_ENTRIES",
      "accountQuerySchemas",
      "analyticsEventBodySchema",
      "blockchainApiContract",
      "caip2ChainIdSchema",
      "chainFilterSchema",
      "cloudContract",
      "cloudErrorSchema",
      "cloudNameRecordSchema",
      "cloudNftSchema",
      "cloudOnrampPurchaseSchema",
      "cloudRemoteFeaturesSchema",
      "cloudTokenBalanceSchema",
      "cloudTransactionSchema",
      "cloudTransferSchema",
      "cloudWalletSchema",
      "commaList",
      "evmAddressSchema",
      "evmChainIdSchema",
      "getWalletsQuerySchema",
      "isCaip2ChainId",
      "isWalletId",
      "nameApiContract",
      "registerNameBodySchema",
      "sdkQuery",
      "walletApiContract",
      "walletIdSchema",
      "widgetQuerySchema",
    ]
  `)
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "defineCloudContractSuite",
    ]
  `)
})
