import type { NetworkState } from '../types/account.js'
import type { Network } from '../types/network.js'

/** A namespace's network state with `caipNetwork` active and nothing approved yet. */
export function createNetworkState(
  networks: readonly Network[],
  caipNetwork: Network | undefined,
): NetworkState {
  return {
    caipNetwork,
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    requestedCaipNetworks: [...networks],
    approvedCaipNetworkIds: [],
  }
}
