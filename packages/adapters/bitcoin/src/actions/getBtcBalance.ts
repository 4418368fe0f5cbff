import type { AdapterBalance, Network } from '@portico/core'
import { readEsplora } from './readEsplora.js'

interface TxoStats {
  funded_txo_sum: number
  spent_txo_sum: number
}

/**
 * The BTC balance of an address from Esplora's `/address/:address`: confirmed plus mempool, funded
 * minus spent, in sats (8 decimals), so a payment shows as soon as the node has it.
 */
export async function getBtcBalance(
  network: Network,
  address: string,
  signal?: AbortSignal,
): Promise<AdapterBalance> {
  const { chain_stats: chain, mempool_stats: mempool } = await readEsplora<{
    chain_stats: TxoStats
    mempool_stats: TxoStats
  }>(network, `/address/${encodeURIComponent(address)}`, signal)
  const sats = chain.funded_txo_sum - chain.spent_txo_sum + mempool.funded_txo_sum - mempool.spent_txo_sum
  return { value: BigInt(sats), decimals: 8, symbol: 'BTC' }
}
