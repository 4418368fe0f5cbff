import type { LabDevnet } from '../../src/devnet/LabDevnet.js'

/** The receiver's balance (base units) of an SPL mint, read from the devnet's RPC. */
export async function splBalanceOf(devnet: LabDevnet, owner: string, mint: string): Promise<bigint> {
  const url = devnet.solana?.rpcUrl
  if (!url) throw new Error('the devnet runs no Solana chain')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    }),
  })
  const body = (await response.json()) as {
    result: { value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[] }
  }
  return body.result.value.reduce(
    (sum, each) => sum + BigInt(each.account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}
