import { CaipError } from '../errors/CaipError.js'
import type { CaipNetworkId, ChainNamespace } from '../types/namespace.js'
import { isChainNamespace } from './isChainNamespace.js'

export interface ParsedCaipNetworkId {
  chainNamespace: ChainNamespace
  /** The chain reference, as written (e.g. '1'). */
  chainId: string
}

/**
 * Splits a CAIP-2 network id `namespace:chainId` (docs/behaviour.md#validation): exactly two non-empty parts with a
 * known namespace, else 'Invalid CAIP-2 network id'.
 * @example parseCaipNetworkId('eip155:8453') // { chainNamespace: 'eip155', chainId: '8453' }
 */
export function parseCaipNetworkId(value: CaipNetworkId | string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !chainId || !isChainNamespace(chainNamespace)) {
    throw new CaipError('INVALID_CAIP2_NETWORK_ID', { value: String(value) })
  }
  return { chainNamespace, chainId }
}
