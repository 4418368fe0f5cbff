import type { Network } from '../types/network.js'

/**
 * A network's icon: its own `assets.imageUrl`, else Portico Cloud's asset image (`GET /public/getAssetImage/{id}`,
 * docs/behaviour.md#calls) by `assets.imageId`, or by its CAIP-2 id with `-` for `:` (`eip155-1`); undefined
 * without either.
 * @example networkImageUrl('https://cloud.example.com', mainnet) // 'https://cloud.example.com/public/getAssetImage/eip155-1'
 */
export function networkImageUrl(
  cloudUrl: string | undefined,
  network: Pick<Network, 'caipNetworkId' | 'assets'>,
): string | undefined {
  if (network.assets?.imageUrl) return network.assets.imageUrl
  if (!cloudUrl) return undefined
  // The cloud's image ids are letters, digits, '.', '_' and '-'.
  const id =
    (network.assets?.imageId ?? network.caipNetworkId.replace(':', '-')).replace(/[^A-Za-z0-9._-]/g, '') ||
    'NETWORK'
  return `${cloudUrl.replace(/\/+$/, '')}/public/getAssetImage/${encodeURIComponent(id)}`
}
