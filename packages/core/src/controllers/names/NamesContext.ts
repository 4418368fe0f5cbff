import type { CloudContext } from '../../cloud/CloudContext.js'

/** What the name controllers work on: storage for the name cache, the clock, the cloud, the instance. */
export type NamesContext = Pick<CloudContext, 'state' | 'storage' | 'environment' | 'cloud' | 'portico'>
