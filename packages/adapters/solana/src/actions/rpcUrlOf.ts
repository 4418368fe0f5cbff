import { type Network, PorticoError } from '@portico/core'

/** The JSON-RPC endpoint of a Solana network: its first default HTTP URL. */
export function rpcUrlOf(network: Pick<Network, 'rpcUrls' | 'caipNetworkId'>): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new PorticoError(`Network ${network.caipNetworkId} has no RPC URL`)
  return url
}
