import { WalletRpcError, walletErrorCodes } from './WalletRpcError.js'

/** Sends a read request to the chain's JSON-RPC endpoint and passes its error through unchanged. */
export async function forwardToRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  if (!response.ok) {
    throw new WalletRpcError(walletErrorCodes.internal, `RPC ${rpcUrl} answered HTTP ${response.status}`)
  }
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new WalletRpcError(body.error.code, body.error.message, body.error.data)
  return body.result
}
