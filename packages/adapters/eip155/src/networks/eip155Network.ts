import { defineNetwork } from '@portico/core'
import type { Chain } from 'viem'

/**
 * The Portico network for a viem chain: the chain itself plus `chainNamespace: 'eip155'`,
 * `caipNetworkId: 'eip155:{id}'` and `rpcUrls.chainDefault`, so it still works wherever a viem
 * chain does.
 * @example const network = eip155Network(mainnet) // caipNetworkId 'eip155:1'
 */
export function eip155Network<const chain extends Chain>(chain: chain) {
  return defineNetwork(chain, 'eip155')
}
