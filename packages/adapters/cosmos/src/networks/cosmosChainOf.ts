import { type Network, PorticoError } from '@portico/core'
import type { CosmosChain } from './CosmosChain.js'

/** The Cosmos facts of a network made with `cosmosNetwork` (or one of the exported networks). */
export function cosmosChainOf(network: Network): CosmosChain {
  const chain = (network as Partial<{ cosmos: CosmosChain }>).cosmos
  if (!chain)
    throw new PorticoError(
      `Network ${network.caipNetworkId} has no Cosmos chain facts (bech32 prefix, denom, REST URL): build it with cosmosNetwork()`,
    )
  return chain
}
