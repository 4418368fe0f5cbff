import type { CaipNetworkId } from '../types/namespace.js'
import type { Network } from '../types/network.js'

/** Whether a network (or CAIP-2 id) is among the app's networks. */
export function isNetworkSupported(
  networks: readonly Pick<Network, 'caipNetworkId'>[],
  network: Pick<Network, 'caipNetworkId'> | CaipNetworkId | string | undefined,
): boolean {
  if (network === undefined) return false
  const caipNetworkId = typeof network === 'string' ? network : network.caipNetworkId
  return networks.some((candidate) => candidate.caipNetworkId === caipNetworkId)
}
