import type { DevnetCosmosAccount } from './devnetCosmosAccounts.js'

/** What a running Cosmos devnet exposes (and what the devnet file holds under `cosmos`). */
export type CosmosDevnetInfo = {
  chainId: string
  bech32Prefix: string
  denom: string
  /** CometBFT 0.38 JSON-RPC (what `SigningStargateClient.connectWithSigner` takes). */
  rpcUrl: string
  /** Cosmos REST (LCD) API. */
  restUrl: string
  mnemonic: string
  accounts: DevnetCosmosAccount[]
}
