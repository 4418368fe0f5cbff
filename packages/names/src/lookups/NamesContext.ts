import type { CloudClient, FeatureContext } from '@portico/core'

/** What the name lookups work on: the instance's state, storage (the name cache) and API, and the project's cloud. */
export type NamesContext = Pick<FeatureContext, 'state' | 'storage' | 'portico' | 'refreshProfile'> & {
  readonly cloud: CloudClient
}
