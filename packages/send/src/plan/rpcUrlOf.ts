import type { Network } from '@portico/core'

/** The network's first HTTP RPC URL. */
export function rpcUrlOf(network: Network): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network.name} has no RPC URL`)
  return url
}
