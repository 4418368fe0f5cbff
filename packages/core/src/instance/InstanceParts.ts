import type { CloudClient } from '../cloud/CloudClient.js'
import type { Emitter } from '../emitter/createEmitter.js'
import type { PorticoEventRecord } from '../types/event.js'
import type { CloudServices } from './createCloudServices.js'
import type { PorticoContext } from './PorticoContext.js'

/** One instance's wiring, shared by the files that build its API (modal, wallet, settings, destroy). */
export interface InstanceParts {
  readonly context: PorticoContext
  readonly events: Emitter<{ event: PorticoEventRecord }>
  readonly cloudServices: CloudServices
  /** The project's cloud client: none in basic mode or without a cloudUrl. */
  readonly cloud: CloudClient | undefined
  /** Aborted by `destroy()`: the cloud requests still on their way settle at once. */
  readonly lifetime: AbortController
  /** The app's `subscribe` listeners, removed by `destroy()`. */
  readonly unsubscribers: Set<() => void>
}
