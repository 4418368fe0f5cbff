import type { Network } from '@portico/core'
import { PayError } from '../errors/PayError.js'

/** Calls one JSON-RPC method of the network's first HTTP node; any failure is `payment_failed`. */
export async function jsonRpc<Result>(network: Network, method: string, params: unknown[]): Promise<Result> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new PayError('payment_failed')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  }).catch((cause: unknown) => {
    throw new PayError('payment_failed', cause)
  })
  const body = (await response.json().catch(() => ({}))) as { result?: Result; error?: unknown }
  if (!response.ok || body.error !== undefined || body.result === undefined)
    throw new PayError('payment_failed', body.error)
  return body.result
}
