import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports the kit by name', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ConnectorNotFoundError",
      "NoAccountError",
      "NotConnectedError",
      "WalletFeatureMissingError",
      "adapterStorage",
      "createChainAdapter",
      "disconnectWallet",
      "followWallets",
      "pollBalance",
      "sessionStandardWallet",
      "standardWalletConnector",
      "toWalletError",
      "walletConnectorId",
      "walletDiscovery",
      "walletStandardDriver",
      "watchWalletChanges",
    ]
  `)
})
