import type { ChainNamespace } from '../types/namespace.js'

/**
 * A chain reference as networks hold it: EVM wallets report chain ids as numbers, decimal strings
 * or hex strings ('0x1'); these become numbers. Other namespaces keep their string references.
 * @example normalizeChainId('eip155', '0x2105') // 8453
 */
export function normalizeChainId(namespace: ChainNamespace, chainId: number | string): number | string {
  if (namespace !== 'eip155' || typeof chainId === 'number') return chainId
  const value = chainId.trim()
  if (/^0x[0-9a-f]+$/i.test(value)) return Number.parseInt(value, 16)
  if (/^\d+$/.test(value)) return Number(value)
  return chainId
}
