import type { Network } from '@portico/core'

/** How often the receipt is asked for while the transaction waits to be mined. */
const RECEIPT_POLL_MS = 500

async function receiptOf(url: string, hash: string): Promise<{ status: string } | null> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  })
  if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
  const body = (await response.json()) as { result?: { status: string } | null; error?: { message?: string } }
  if (body.error) throw new Error(body.error.message ?? 'eth_getTransactionReceipt failed')
  return body.result ?? null
}

/** Waits until the transaction is mined on the network's first RPC URL; true when it succeeded, false when it reverted. */
export async function waitForReceipt(network: Network, hash: string, signal?: AbortSignal): Promise<boolean> {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw new Error(`${network.name} has no RPC URL`)
  for (;;) {
    signal?.throwIfAborted()
    const receipt = await receiptOf(url, hash)
    if (receipt) return receipt.status === '0x1'
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
  }
}
