import { type CosmosNetwork, cosmosNetwork } from './cosmosNetwork.js'

export interface CosmosLocalnetParameters {
  /** CometBFT RPC (`rpcUrl` of @portico/devnet's Cosmos info). */
  rpcUrl: string
  /** Cosmos REST (`restUrl` of @portico/devnet's Cosmos info). */
  restUrl: string
  /** Default the devnet's `portico-local-1`. */
  chainId?: string
  name?: string
}

/**
 * A Portico network for a local Cosmos node, by default @portico/devnet's chain: `portico` addresses,
 * the `uptc` denom shown as PTC with 6 decimals, the node's minimum gas price 0.025 uptc; a testnet.
 * @example cosmosLocalnet({ rpcUrl: devnet.cosmos.rpcUrl, restUrl: devnet.cosmos.restUrl })
 */
export function cosmosLocalnet({
  rpcUrl,
  restUrl,
  chainId = 'portico-local-1',
  name = 'Portico Cosmos Localnet',
}: CosmosLocalnetParameters): CosmosNetwork {
  return cosmosNetwork({
    chainId,
    name,
    rpcUrl,
    restUrl,
    bech32Prefix: 'portico',
    denom: 'uptc',
    symbol: 'PTC',
    decimals: 6,
    gasPrice: 0.025,
    testnet: true,
  })
}
