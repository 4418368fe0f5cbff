import type { ApiPromise } from '@polkadot/api'
import type { Network } from '@portico/core'

/** One @polkadot/api connection per node, shared by an adapter's requests, closed together. */
export interface ApiPool {
  get(network: Network): Promise<ApiPromise>
  disconnect(): Promise<void>
}
