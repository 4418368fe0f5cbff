import type { Network } from '@portico/core'
import { TransactionFailedError } from '../errors/TransactionFailedError.js'
import { esploraUrlOf } from './esploraUrlOf.js'

/**
 * Sends a signed raw transaction (hex) with Esplora's `POST /tx`; resolves with the txid once the
 * node has taken it into its mempool, throws TransactionFailedError with the node's words otherwise.
 */
export async function broadcastTransaction(network: Network, hex: string): Promise<string> {
  const response = await fetch(`${esploraUrlOf(network)}/tx`, { method: 'POST', body: hex })
  const text = (await response.text()).trim()
  if (!response.ok) throw new TransactionFailedError({ details: text })
  return text
}
