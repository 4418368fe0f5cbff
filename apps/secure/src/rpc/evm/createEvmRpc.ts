import { FrameRpcError } from '../FrameRpcError.js'

/** JSON-RPC over HTTP to one chain's node: the frame's reads, and where it sends what it signed. */
export type EvmRpc = {
  readonly url: string
  call<Result = unknown>(
    method: string,
    params?: readonly unknown[] | Record<string, unknown>,
  ): Promise<Result>
}

/**
 * A JSON-RPC client of `url`. A node's error keeps its code and message (`rpc_<code>`); a node that does not
 * answer JSON-RPC is 'The RPC URL did not answer'.
 */
export function createEvmRpc(url: string, fetchImpl: typeof fetch = fetch): EvmRpc {
  let id = 0
  return {
    url,
    async call<Result>(method: string, params: readonly unknown[] | Record<string, unknown> = []) {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      }).catch(() => undefined)
      const body = (await response?.json().catch(() => undefined)) as
        | { result?: unknown; error?: { code?: unknown; message?: unknown } }
        | undefined
      if (!body || typeof body !== 'object')
        throw new FrameRpcError('The RPC URL did not answer', 'rpc_failed')
      if (body.error) {
        const message = typeof body.error.message === 'string' ? body.error.message : 'An error occurred'
        throw new FrameRpcError(message, `rpc_${Number(body.error.code) || 'error'}`)
      }
      return body.result as Result
    },
  }
}
