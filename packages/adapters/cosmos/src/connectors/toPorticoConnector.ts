import type { Connector } from '@portico/core'
import type { DiscoveredKeplrWallet } from './discoverKeplrWallets.js'

/** The core Connector for a Keplr-compatible wallet: INJECTED, its API object as provider. */
export function toPorticoConnector({ injection, provider }: DiscoveredKeplrWallet): Connector {
  return {
    id: injection.id,
    name: injection.name,
    type: 'INJECTED',
    chain: 'cosmos',
    ...(injection.icon ? { imageUrl: injection.icon, info: { icon: injection.icon } } : {}),
    provider,
  }
}
