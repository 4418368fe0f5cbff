import type { ApiPromise } from '@polkadot/api'

/** `System.Account` as the adapter reads it (the api is not augmented for one runtime). */
interface SystemAccountQuery {
  (address: string): Promise<SystemAccountInfo>
  (address: string, callback: (info: SystemAccountInfo) => void): Promise<() => void>
}

/** The part of `System.Account` the adapter reads. */
interface SystemAccountInfo {
  data: { free: { toBigInt(): bigint } }
}

/** The chain's `System.Account` storage query. */
export function systemAccount(api: ApiPromise): SystemAccountQuery {
  return (api.query as unknown as { system: { account: SystemAccountQuery } }).system.account
}
