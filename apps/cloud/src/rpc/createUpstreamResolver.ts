import { DEVNET_ENDPOINTS_TTL_MS } from '../constants/cacheLifetimes.js'
import { DEVNET_UPSTREAMS } from './devnetUpstreams.js'
import { readDevnetEndpoints } from './readDevnetEndpoints.js'

export type UpstreamResolver = {
  /** The JSON-RPC URL for a CAIP-2 chain id, or undefined when the chain is not served. */
  resolve(chainId: string): Promise<string | undefined>
  /** Every chain with an upstream. */
  chains(): Promise<string[]>
}

export type CreateUpstreamResolverParameters = {
  /** RPC_UPSTREAMS: always served, and first. */
  configured: Readonly<Record<string, string>>
  /** In development only: the devnet endpoints file (re-read every few seconds), then the devnet's default ports. */
  devnetEndpointsFile?: string | undefined
  now?: () => number
}

/**
 * Upstreams by precedence: configured (RPC_UPSTREAMS) › devnet endpoints file › devnet defaults (127.0.0.1:8545
 * and :8546). Without `devnetEndpointsFile` (production) only the configured ones are served: no visitor can make
 * the cloud call a loopback port.
 */
export function createUpstreamResolver({
  configured,
  devnetEndpointsFile,
  now = Date.now,
}: CreateUpstreamResolverParameters): UpstreamResolver {
  let cache: { at: number; map: Record<string, string> } | undefined
  const all = async () => {
    if (devnetEndpointsFile === undefined) return configured
    if (!cache || now() - cache.at > DEVNET_ENDPOINTS_TTL_MS) {
      cache = {
        at: now(),
        map: { ...DEVNET_UPSTREAMS, ...(await readDevnetEndpoints(devnetEndpointsFile)), ...configured },
      }
    }
    return cache.map
  }
  return {
    async resolve(chainId) {
      return (await all())[chainId]
    },
    async chains() {
      return Object.keys(await all())
    },
  }
}
