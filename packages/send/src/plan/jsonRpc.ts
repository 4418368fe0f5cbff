/** Calls one JSON-RPC method of a node (EVM or Solana); a node error is thrown with its message. */
export async function jsonRpc<Result>(url: string, method: string, params: unknown[]): Promise<Result> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: Result; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? `${method} failed`)
  return body.result as Result
}
