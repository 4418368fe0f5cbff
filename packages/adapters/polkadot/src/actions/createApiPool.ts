import { ApiPromise, WsProvider } from '@polkadot/api'
import { type Network, PorticoError } from '@portico/core'
import type { ApiPool } from './ApiPool.js'

/** The WebSocket endpoint of a Polkadot network: its first default webSocket URL, else its first URL. */
function wsUrlOf(network: Network): string {
  const url = network.rpcUrls.default.webSocket?.[0] ?? network.rpcUrls.default.http[0]
  if (!url) throw new PorticoError(`Network ${network.caipNetworkId} has no RPC URL`)
  return url
}

/** A pool of @polkadot/api connections, one per node URL, opened on first use. */
export function createApiPool(): ApiPool {
  const apis = new Map<string, Promise<ApiPromise>>()
  return {
    get(network) {
      const url = wsUrlOf(network)
      let api = apis.get(url)
      if (!api) {
        api = ApiPromise.create({ provider: new WsProvider(url), noInitWarn: true })
        apis.set(url, api)
        // A failed start is not kept: the next request tries again.
        api.catch(() => apis.delete(url))
      }
      return api
    },
    async disconnect() {
      const open = [...apis.values()]
      apis.clear()
      await Promise.all(
        open.map((api) => api.then((connected) => connected.disconnect()).catch(() => undefined)),
      )
    },
  }
}
