import { expect, it } from 'vitest'
import * as contract from './index.js'
import * as testing from './testing.js'

it('pins the public export names of @portico/cloud-contract', () => {
  expect(Object.keys(contract).sort()).toMatchInlineSnapshot(`
    [
      "analyticsEventBodySchema",
      "blockchainApiContract",
      "cloudContract",
      "cloudErrorSchema",
      "cloudNameRecordSchema",
      "cloudNftSchema",
      "cloudRemoteFeaturesSchema",
      "cloudTokenBalanceSchema",
      "cloudTransactionSchema",
      "cloudTransferSchema",
      "cloudWalletSchema",
      "nameApiContract",
      "registerNameBodySchema",
      "walletApiContract",
    ]
  `)
  expect(Object.keys(testing).sort()).toMatchInlineSnapshot(`
    [
      "defineCloudContractSuite",
    ]
  `)
})
