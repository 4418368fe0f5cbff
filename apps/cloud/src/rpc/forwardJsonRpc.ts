import { RPC_UPSTREAM_TIMEOUT_MS } from '../constants/rateLimits.js'
import { UpstreamUnavailableError } from '../errors/errors.js'
import { allowedRpcMethods } from './allowedRpcMethods.js'
import type { JsonRpcRequest, JsonRpcResponse } from './jsonRpcSchemas.js'

/** EIP-1474 "Method not supported". */
export const METHOD_NOT_SUPPORTED = -32004

/**
 * Forwards the allowed requests of a (batch) body to the upstream in one call and answers refused methods
 * with a JSON-RPC error. Responses keep the request order. An unreachable upstream is a 502.
 */
export async function forwardJsonRpc(
  upstream: string,
  chainId: string,
  requests: readonly JsonRpcRequest[],
): Promise<JsonRpcResponse[]> {
  const allowed = requests.filter((request) => allowedRpcMethods.has(request.method))
  const answers = new Map<JsonRpcRequest, JsonRpcResponse>()
  if (allowed.length > 0) {
    // Upstream ids are positions, so duplicate or missing client ids cannot mix answers up.
    const body = allowed.map((request, index) => ({
      jsonrpc: '2.0',
      id: index,
      method: request.method,
      ...(request.params === undefined ? {} : { params: request.params }),
    }))
    let responses: JsonRpcResponse[]
    try {
      const response = await fetch(upstream, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(RPC_UPSTREAM_TIMEOUT_MS),
      })
      const parsed = (await response.json()) as JsonRpcResponse | JsonRpcResponse[]
      responses = Array.isArray(parsed) ? parsed : [parsed]
    } catch (error) {
      throw new UpstreamUnavailableError(chainId, error)
    }
    for (const response of responses) {
      const request = typeof response.id === 'number' ? allowed[response.id] : undefined
      if (request) answers.set(request, { ...response, jsonrpc: '2.0', id: request.id ?? null })
    }
  }
  return requests.map(
    (request) =>
      answers.get(request) ?? {
        jsonrpc: '2.0',
        id: request.id ?? null,
        error: allowedRpcMethods.has(request.method)
          ? { code: -32603, message: 'No response from the node' }
          : { code: METHOD_NOT_SUPPORTED, message: `Method not supported: ${request.method}` },
      },
  )
}
