import { projectCloudRequest } from '@portico/core'
import type { PayFundAsset } from '../PayFundAsset.js'
import type { PayContext } from './PayContext.js'
import { payCloudOf } from './payCloudOf.js'

type ExchangeAsset = { id: string; name: string; asset: string; symbol: string; decimals: number }

/**
 * Every asset the project's exchanges deposit on `network` (`GET /v1/pay/exchanges` without an asset: one row per
 * exchange and asset), grouped by asset, the network's coin first; empty without a cloud, when the project's
 * exchanges are off or when the cloud cannot tell.
 */
export async function fetchFundAssets(
  context: Pick<PayContext, 'options' | 'signal'>,
  network: string,
): Promise<PayFundAsset[]> {
  try {
    const answer = await projectCloudRequest<{ exchanges: ExchangeAsset[] }>(payCloudOf(context), {
      path: '/v1/pay/exchanges',
      params: { network },
    })
    const assets = new Map<string, PayFundAsset>()
    for (const { id, name, asset, symbol, decimals } of answer.exchanges) {
      // EVM addresses in any case are one token; a base58 mint's case is part of it.
      const key = asset.startsWith('0x') ? asset.toLowerCase() : asset
      const entry = assets.get(key) ?? { asset, symbol, decimals, exchanges: [] }
      entry.exchanges.push({ id, name })
      assets.set(key, entry)
    }
    return [...assets.values()].sort((a, b) => Number(b.asset === 'native') - Number(a.asset === 'native'))
  } catch {
    return []
  }
}
