import { DEVNET_ENDPOINTS_TTL_MS } from '../constants/cacheLifetimes.js'
import { readDevnetEndpoints } from './readDevnetEndpoints.js'

/** Local devnet defaults, used when neither configuration nor the devnet endpoints file names a chain. */
export const DEFAULT_UPSTREAMS: Readonly<Record<string, string>> = {
  'eip155:31337': 'http://127.0.0.1:8545',
  'eip155:31338': 'http://127.0.0.1:8546',
}

export type UpstreamResolver = {
  /** The JSON-RPC URL for a CAIP-2 chain id, or undefined when the chain is not served. */
  resolve(chainId: string): Promise<string | undefined>
  /** Every chain with an upstream. */
  chains(): Promise<string[]>
}

/** Upstreams by precedence: configured (RPC_UPSTREAMS) > devnet endpoints file (re-read every few seconds) > defaults. */
export function createUpstreamResolver(
  configured: Readonly<Record<string, string>>,
  devnetEndpointsFile: string,
  now: () => number = Date.now,
): UpstreamResolver {
  let cache: { at: number; map: Record<string, string> } | undefined
  const all = async () => {
    if (!cache || now() - cache.at > DEVNET_ENDPOINTS_TTL_MS) {
      cache = {
        at: now(),
        map: { ...DEFAULT_UPSTREAMS, ...(await readDevnetEndpoints(devnetEndpointsFile)), ...configured },
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
