import type { ChainNamespace } from '../types/namespace.js'
import type { NativeCurrency, Network, RpcUrls } from '../types/network.js'
import { formatCaipNetworkId } from './formatCaipNetworkId.js'

/** The fields of a viem `Chain` (or any chain description) that a Network needs. */
export interface ChainLike {
  id: number | string
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; [key: string]: RpcUrls }
  blockExplorers?: { default: { name: string; url: string }; [key: string]: { name: string; url: string } }
  testnet?: boolean
  assets?: { imageId?: string; imageUrl?: string }
}

/**
 * A Network from a viem chain (or any chain-like object) in a namespace: adds chainNamespace,
 * caipNetworkId and rpcUrls.chainDefault, and keeps every other field of the chain, so an EVM
 * network still works as a viem chain.
 * @example const base = defineNetwork(baseChainFromViem) // caipNetworkId 'eip155:8453'
 */
export function defineNetwork<const chain extends ChainLike>(
  chain: chain,
  namespace: ChainNamespace = 'eip155',
): chain & Network {
  return {
    ...chain,
    chainNamespace: namespace,
    caipNetworkId: formatCaipNetworkId({ chainNamespace: namespace, chainId: chain.id }),
    rpcUrls: { ...chain.rpcUrls, chainDefault: chain.rpcUrls.chainDefault ?? chain.rpcUrls.default },
  }
}
