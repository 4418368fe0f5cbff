/** Calls the e2e Solana devnet's JSON-RPC (what a block explorer would read), rejecting with the node's error. */
export async function solanaDevnetRpc<Result>(
  rpcUrl: string,
  method: string,
  params: unknown[],
): Promise<Result> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: Result; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as Result
}
