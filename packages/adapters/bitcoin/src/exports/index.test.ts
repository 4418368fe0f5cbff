import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the adapter API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "BALANCE_POLL_MS",
      "BitcoinConnect",
      "BitcoinSignAndSendTransaction",
      "BitcoinSignMessage",
      "BitcoinSignTransaction",
      "ConnectorNotFoundError",
      "EsploraRequestError",
      "FEE_TARGET_BLOCKS",
      "InsufficientFundsError",
      "MIN_FEE_RATE",
      "NoAccountError",
      "NotConnectedError",
      "TransactionFailedError",
      "UnknownBitcoinNetworkError",
      "WalletFeatureMissingError",
      "bitcoin",
      "bitcoinAdapter",
      "bitcoinNetwork",
      "bitcoinRegtest",
      "bitcoinTestnet",
      "genesisReference",
      "walletStandardChain",
    ]
  `)
})
