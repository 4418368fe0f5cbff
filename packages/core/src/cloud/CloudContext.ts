import type { PorticoContext } from '../instance/PorticoContext.js'
import type { CloudClient } from './CloudClient.js'

/** What the cloud-backed controllers work on: the instance's context plus its cloud client. */
export type CloudContext = Pick<
  PorticoContext,
  'state' | 'options' | 'storage' | 'environment' | 'timers' | 'portico'
> & {
  readonly cloud: CloudClient
}
