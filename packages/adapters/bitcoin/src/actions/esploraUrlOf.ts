import { type Network, PorticoError } from '@portico/core'

/** The Esplora REST API of a Bitcoin network: its first default HTTP URL, without a trailing slash. */
export function esploraUrlOf(network: Pick<Network, 'rpcUrls' | 'caipNetworkId'>): string {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new PorticoError(`Network ${network.caipNetworkId} has no Esplora URL`)
  return url.replace(/\/+$/, '')
}
