import type { AdapterBalance, Network } from '@portico/core'
import { address, createSolanaRpc } from '@solana/kit'
import { rpcUrlOf } from './rpcUrlOf.js'

/** The SOL balance of an address over the network's JSON-RPC: lamports, 9 decimals. */
export async function getSolBalance(network: Network, owner: string): Promise<AdapterBalance> {
  const rpc = createSolanaRpc(rpcUrlOf(network))
  const { value } = await rpc.getBalance(address(owner), { commitment: 'confirmed' }).send()
  return { value, decimals: 9, symbol: 'SOL' }
}
