import { CaipError } from '../errors/CaipError.js'
import type { CaipAddress, ChainNamespace } from '../types/namespace.js'
import { isChainNamespace } from './isChainNamespace.js'

/**
 * Joins a namespace, a chain reference and an address into a CAIP-10 account id; the reverse of
 * parseCaipAddress.
 * @example formatCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '0xabc' }) // 'eip155:1:0xabc'
 */
export function formatCaipAddress({
  chainNamespace,
  chainId,
  address,
}: {
  chainNamespace: ChainNamespace
  chainId: number | string
  address: string
}): CaipAddress {
  const reference = String(chainId)
  const value = `${chainNamespace}:${reference}:${address}`
  if (!reference || !address || reference.includes(':') || address.includes(':')) {
    throw new CaipError('INVALID_CAIP10_ADDRESS', { value })
  }
  if (!isChainNamespace(chainNamespace)) throw new CaipError('INVALID_CAIP_ADDRESS', { value })
  return value as CaipAddress
}
