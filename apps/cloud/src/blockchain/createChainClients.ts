import { createPublicClient, http, type PublicClient } from 'viem'
import { RPC_UPSTREAM_TIMEOUT_MS } from '../constants/rateLimits.js'
import type { UpstreamResolver } from '../rpc/createUpstreamResolver.js'

export type ChainClients = {
  /** A viem client for an EVM chain with an upstream, or undefined. */
  get(chainId: string): Promise<PublicClient | undefined>
}

/** viem public clients over the RPC upstreams, one per URL. */
export function createChainClients(upstreams: UpstreamResolver): ChainClients {
  const clients = new Map<string, PublicClient>()
  return {
    async get(chainId) {
      if (!chainId.startsWith('eip155:')) return undefined
      const url = await upstreams.resolve(chainId)
      if (!url) return undefined
      let client = clients.get(url)
      if (!client) {
        client = createPublicClient({
          transport: http(url, { timeout: RPC_UPSTREAM_TIMEOUT_MS, retryCount: 0 }),
        })
        clients.set(url, client)
      }
      return client
    },
  }
}
