import { RPC_UPSTREAM_TIMEOUT_MS } from '../constants/rateLimits.js'
import { UpstreamUnavailableError } from '../errors/errors.js'
import { METHOD_NOT_SUPPORTED } from '../rpc/forwardJsonRpc.js'
import type { JsonRpcRequest, JsonRpcResponse } from '../rpc/jsonRpcSchemas.js'
import { bundlerMethods } from './bundlerMethods.js'

type BundlerAnswer = { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }

/**
 * Forwards the bundler methods of a (batch) body to the chain's bundler, one request at a time (bundlers such as
 * Alto take no batches), and answers other methods with -32004. Answers keep the request order and the client's
 * ids. An unreachable bundler, or one answering something that is not JSON-RPC, is a 502. `onResult` sees each
 * result the bundler gave before it is answered (the receipts that settle a sponsored operation's cost).
 */
export async function forwardToBundler(
  bundler: string,
  chainId: string,
  requests: readonly JsonRpcRequest[],
  onResult?: (method: string, result: unknown) => Promise<void>,
): Promise<JsonRpcResponse[]> {
  const answers: JsonRpcResponse[] = []
  for (const request of requests) {
    const id = request.id ?? null
    if (!bundlerMethods.has(request.method)) {
      answers.push({
        jsonrpc: '2.0',
        id,
        error: { code: METHOD_NOT_SUPPORTED, message: `Method not supported: ${request.method}` },
      })
      continue
    }
    const answer = await callBundler(bundler, chainId, request)
    if (!answer.error && answer.result != null) await onResult?.(request.method, answer.result)
    answers.push(
      answer.error
        ? {
            jsonrpc: '2.0',
            id,
            error: {
              code: typeof answer.error.code === 'number' ? answer.error.code : -32603,
              message: typeof answer.error.message === 'string' ? answer.error.message : 'Bundler error',
              ...(answer.error.data === undefined ? {} : { data: answer.error.data }),
            },
          }
        : { jsonrpc: '2.0', id, result: answer.result ?? null },
    )
  }
  return answers
}

async function callBundler(
  bundler: string,
  chainId: string,
  request: JsonRpcRequest,
): Promise<BundlerAnswer> {
  try {
    const response = await fetch(bundler, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: request.method,
        ...(request.params === undefined ? {} : { params: request.params }),
      }),
      signal: AbortSignal.timeout(RPC_UPSTREAM_TIMEOUT_MS),
    })
    const answer = (await response.json()) as unknown
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer))
      throw new Error('not JSON-RPC')
    return answer as BundlerAnswer
  } catch (error) {
    throw new UpstreamUnavailableError(chainId, error)
  }
}
