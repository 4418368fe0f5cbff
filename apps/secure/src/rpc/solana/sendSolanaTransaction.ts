import { base64Codec } from './base64Codec.js'
import { InvalidSolanaTransactionError } from './InvalidSolanaTransactionError.js'
import type { SolanaSendOptions } from './SolanaSendOptions.js'

/**
 * Sends a signed wire transaction with the network's JSON-RPC `sendTransaction` (base64, docs/behaviour.md#calls: options as
 * given) and resolves with the signature the node answers. The node's refusal (a failed preflight, a stale
 * blockhash) rejects with the node's own message.
 */
export async function sendSolanaTransaction(
  rpcUrl: string,
  transaction: Uint8Array,
  options: SolanaSendOptions,
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [base64Codec.encode(transaction), { encoding: 'base64', ...options }],
    }),
  })
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { message?: unknown } }
    | undefined
  if (typeof body?.result === 'string') return body.result
  const reason =
    typeof body?.error?.message === 'string' ? body.error.message : `HTTP status code: ${response.status}`
  throw new InvalidSolanaTransactionError(`The network refused the transaction: ${reason}`)
}
