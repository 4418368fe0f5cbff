import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the adapter API by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorNotFoundError",
      "NoAccountError",
      "NotConnectedError",
      "TransactionFailedError",
      "UnknownSolanaNetworkError",
      "WalletFeatureMissingError",
      "genesisReference",
      "solana",
      "solanaAdapter",
      "solanaDevnet",
      "solanaLocalnet",
      "solanaNetwork",
      "solanaTestnet",
      "walletStandardChain",
    ]
  `)
})
