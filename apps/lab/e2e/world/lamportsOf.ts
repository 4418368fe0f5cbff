import type { LabDevnet } from '../../src/devnet/LabDevnet.js'
import { solanaDevnetRpc } from './solanaDevnetRpc.js'

/** Lamports of a Solana account, read from the devnet's RPC. */
export async function lamportsOf(devnet: LabDevnet, address: string): Promise<bigint> {
  const url = devnet.solana?.rpcUrl
  if (!url) throw new Error('the devnet runs no Solana chain')
  const { value } = await solanaDevnetRpc<{ value: number }>(url, 'getBalance', [
    address,
    { commitment: 'confirmed' },
  ])
  return BigInt(value)
}
