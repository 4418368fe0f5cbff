import type { ResolvedOptions } from '../../options/ResolvedOptions.js'

export interface RegistryFilters {
  include: string[]
  exclude: string[]
  chains: string[]
}

/**
 * The app's registry filters (docs/behaviour.md#permissions, docs/behaviour.md#calls): its include and exclude ids and its networks. Testnets
 * and local devnets are in no catalogue, so only the app's other networks filter by chain; an app
 * with testnets only gets every wallet.
 */
export function registryFilters(
  options: Pick<ResolvedOptions, 'includeWalletIds' | 'excludeWalletIds' | 'networks'>,
): RegistryFilters {
  return {
    include: [...options.includeWalletIds],
    exclude: [...options.excludeWalletIds],
    chains: options.networks.filter((network) => !network.testnet).map((network) => network.caipNetworkId),
  }
}
