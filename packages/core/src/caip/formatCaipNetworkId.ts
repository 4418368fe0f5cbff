import { CaipError } from '../errors/CaipError.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import { isChainNamespace } from './isChainNamespace.js'

/**
 * Joins a namespace and a chain reference into a CAIP-2 network id; the reverse of parseCaipNetworkId.
 * @example formatCaipNetworkId({ chainNamespace: 'eip155', chainId: 1 }) // 'eip155:1'
 */
export function formatCaipNetworkId({
  chainNamespace,
  chainId,
}: {
  chainNamespace: ChainNamespace
  chainId: number | string
}): CaipNetworkId {
  const reference = String(chainId)
  const value = `${chainNamespace}:${reference}`
  if (!isChainNamespace(chainNamespace) || reference === '' || reference.includes(':')) {
    throw new CaipError('INVALID_CAIP2_NETWORK_ID', { value })
  }
  return value as CaipNetworkId
}
