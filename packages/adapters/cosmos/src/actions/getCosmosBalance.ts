import type { AdapterBalance, Network } from '@portico/core'
import { cosmosChainOf } from '../networks/cosmosChainOf.js'
import { fetchLcd } from './fetchLcd.js'

/** The balance of an address in the network's native denom, from the LCD's `by_denom` query. */
export async function getCosmosBalance(
  network: Network,
  address: string,
  signal?: AbortSignal,
): Promise<AdapterBalance> {
  const { restUrl, denom } = cosmosChainOf(network)
  const { balance } = await fetchLcd<{ balance?: { amount?: string } | null }>(
    restUrl,
    `/cosmos/bank/v1beta1/balances/${encodeURIComponent(address)}/by_denom?denom=${encodeURIComponent(denom)}`,
    signal ? { signal } : {},
  )
  return {
    value: BigInt(balance?.amount ?? '0'),
    decimals: network.nativeCurrency.decimals,
    symbol: network.nativeCurrency.symbol,
  }
}
