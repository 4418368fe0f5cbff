import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the adapter API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "AUTHORIZED_EXTENSIONS_KEY",
      "ConnectorNotFoundError",
      "NoAccountError",
      "NotConnectedError",
      "SignerMissingError",
      "TransactionFailedError",
      "UnknownPolkadotNetworkError",
      "connectorIdOf",
      "genesisReference",
      "kusama",
      "polkadot",
      "polkadotAdapter",
      "polkadotAssetHub",
      "polkadotLocal",
      "polkadotNetwork",
    ]
  `)
})
