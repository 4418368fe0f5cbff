import type { ChainNamespace } from '@portico/core'

/**
 * Whether what the visitor typed as receiver is a name to resolve through Portico Cloud rather than
 * an address: names exist on EVM only (docs/behaviour.md#limits), and a name is letters, digits and hyphens, with
 * an optional suffix after a dot, that is not hexadecimal from start to end.
 */
export function isReceiverName(namespace: ChainNamespace, receiver: string): boolean {
  if (namespace !== 'eip155') return false
  if (/^(0x)?[0-9a-fA-F]*$/.test(receiver)) return false
  return /^[a-zA-Z0-9-]{4,}(\.[a-zA-Z0-9-]+)*$/.test(receiver)
}
