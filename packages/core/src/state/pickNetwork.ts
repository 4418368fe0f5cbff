import type { Network } from '../types/network.js'

/**
 * The network a namespace starts on: the last one the visitor used (stored), else the app's
 * default network, else the namespace's first network.
 */
export function pickNetwork(
  networks: readonly Network[],
  preferred: readonly (string | undefined)[],
): Network | undefined {
  for (const caipNetworkId of preferred) {
    const network = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (network) return network
  }
  return networks[0]
}
