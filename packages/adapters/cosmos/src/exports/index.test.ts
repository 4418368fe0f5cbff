import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the adapter API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "COSMOS_SEND_GAS_LIMIT",
      "ConnectorNotFoundError",
      "KEPLR_KEYSTORE_CHANGE",
      "KEPLR_REJECTION_MESSAGE",
      "NotConnectedError",
      "TransactionFailedError",
      "UnknownCosmosNetworkError",
      "cosmosAdapter",
      "cosmosLocalnet",
      "cosmosNetwork",
      "cosmoshub",
      "knownKeplrInjections",
      "osmosis",
      "toKeplrChainInfo",
    ]
  `)
})
