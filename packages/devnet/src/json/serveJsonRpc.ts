import type { IncomingMessage, ServerResponse } from 'node:http'
import { stringifyJson } from './stringifyJson.js'

export type JsonRpcRequest = { jsonrpc?: string; id?: unknown; method?: unknown; params?: unknown }
export type JsonRpcErrorBody = { code: number; message: string; data?: unknown }
/** Answers one JSON-RPC request: a result, or a thrown value that `toError` turns into an error body. */
export type JsonRpcHandler = (request: JsonRpcRequest) => Promise<unknown>

export const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': '*',
}

/** Reads a request body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', ...corsHeaders })
  response.end(typeof body === 'string' ? body : stringifyJson(body))
}

/**
 * Serves JSON-RPC 2.0 over HTTP POST (single and batch requests, CORS for the browser lab).
 * Parse errors and unknown shapes get the standard -32700 / -32600 answers.
 */
export async function serveJsonRpc(
  request: IncomingMessage,
  response: ServerResponse,
  handle: (request: JsonRpcRequest) => Promise<object>,
): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(204, corsHeaders)
    response.end()
    return
  }
  let payload: unknown
  try {
    payload = JSON.parse(await readBody(request))
  } catch {
    sendJson(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    return
  }
  if (Array.isArray(payload)) {
    sendJson(response, 200, await Promise.all(payload.map((item) => handle(item as JsonRpcRequest))))
    return
  }
  if (typeof payload !== 'object' || payload === null) {
    sendJson(response, 200, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
    return
  }
  sendJson(response, 200, await handle(payload as JsonRpcRequest))
}
