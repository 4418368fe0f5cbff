import type { LabDevnet } from '../../src/devnet/LabDevnet.js'

/** Lamports of a Solana account, read from the devnet's RPC. */
export async function lamportsOf(devnet: LabDevnet, address: string): Promise<bigint> {
  const url = devnet.solana?.rpcUrl
  if (!url) throw new Error('the devnet runs no Solana chain')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  const body = (await response.json()) as { result: { value: number } }
  return BigInt(body.result.value)
}
