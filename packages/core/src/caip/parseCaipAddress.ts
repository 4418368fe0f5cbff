import { CaipError } from '../errors/CaipError.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import { isChainNamespace } from './isChainNamespace.js'

export interface ParsedCaipAddress {
  chainNamespace: ChainNamespace
  /** The chain reference, as written (e.g. '1', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'). */
  chainId: string
  address: string
}

/**
 * Splits a CAIP-10 account id `namespace:chainId:address` (docs/behaviour.md#validation). Exactly three non-empty
 * parts, else 'Invalid CAIP-10 address'; an unknown namespace gives 'Invalid CAIP Address'.
 * @example parseCaipAddress('eip155:1:0xabc') // { chainNamespace: 'eip155', chainId: '1', address: '0xabc' }
 */
export function parseCaipAddress(value: CaipAddress | string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !chainNamespace || !chainId || !address) {
    throw new CaipError('INVALID_CAIP10_ADDRESS', { value: String(value) })
  }
  if (!isChainNamespace(chainNamespace)) throw new CaipError('INVALID_CAIP_ADDRESS', { value })
  return { chainNamespace, chainId, address }
}
