import { expect, it } from 'vitest'
import * as exports from './index.js'

it('exports exactly the public API', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "ChainStartError",
      "DEVNET_BITCOIN_MNEMONIC",
      "DEVNET_COSMOS_ACCOUNT_BALANCE",
      "DEVNET_COSMOS_MNEMONIC",
      "DEVNET_EVM_ACCOUNT_BALANCE_ETH",
      "DEVNET_EVM_MNEMONIC",
      "DEVNET_SOLANA_ACCOUNT_BALANCE_SOL",
      "DevnetError",
      "LOCAL_FARCASTER_ACCOUNTS",
      "LOCAL_SOCIAL_PROVIDERS",
      "LOCAL_SOCIAL_PROVIDER_NAMES",
      "LOCAL_SOCIAL_USERS",
      "REGTEST_NETWORK",
      "UnknownNamespaceError",
      "defineDevnetEvmChain",
      "devnetBitcoinAccounts",
      "devnetCosmosAccounts",
      "devnetCosmosChain",
      "devnetEvmAccounts",
      "devnetEvmChainSpecs",
      "devnetEvmChains",
      "devnetEvmContracts",
      "devnetEvmDeployer",
      "devnetEvmMarket",
      "devnetFilePath",
      "devnetNamespaces",
      "devnetSolanaAccounts",
      "devnetSolanaToken",
      "localFarcasterCustody",
      "porticoLocal",
      "porticoLocalB",
      "readDevnetFile",
      "signInAtLocalProvider",
      "startDevnet",
      "startMailInbox",
      "startOidcProvider",
      "writeDevnetFile",
    ]
  `)
})
