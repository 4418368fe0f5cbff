import { CHAIN_NAMESPACES } from '../constants/namespaces.js'
import type { ChainNamespace } from '../types/namespace.js'

/** Whether a value is one of the five namespaces Portico speaks. */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
