import { createPublicClient, http, type PublicClient } from 'viem'
import type { UpstreamResolver } from '../rpc/createUpstreamResolver.js'
import { createOneInchProvider } from './oneInch/createOneInchProvider.js'
import { createPoolsProvider } from './pools/createPoolsProvider.js'
import type { SwapProvider } from './SwapProvider.js'
import type { SwapsConfig } from './SwapsConfig.js'

export type SwapProviders = {
  /** The providers this cloud has, by name (`pools`, `1inch`). */
  byName: Map<string, SwapProvider>
  /** A batching client of a chain's RPC upstream (a quote's reads go out as one JSON-RPC batch). */
  client(chainId: string): Promise<PublicClient | undefined>
}

/** The swap providers of the cloud's settings, over the RPC upstreams it already knows. */
export function createSwapProviders(config: SwapsConfig, upstreams: UpstreamResolver): SwapProviders {
  const clients = new Map<string, PublicClient>()
  const client = async (chainId: string) => {
    if (!chainId.startsWith('eip155:')) return undefined
    const url = await upstreams.resolve(chainId)
    if (!url) return undefined
    let found = clients.get(url)
    if (!found) {
      found = createPublicClient({
        transport: http(url, { batch: true, timeout: config.timeoutMs, retryCount: 0 }),
      })
      clients.set(url, found)
    }
    return found
  }
  const byName = new Map<string, SwapProvider>()
  byName.set('pools', createPoolsProvider({ markets: config.pools, client }))
  if (config.oneInch)
    byName.set('1inch', createOneInchProvider({ ...config.oneInch, timeoutMs: config.timeoutMs }))
  return { byName, client }
}
