import type { AdapterEvent, Network } from '@portico/core'
import type { AdapterStorage } from './adapterStorage.js'
import type { DriverSession } from './DriverSession.js'

/** What the adapter lifecycle hands its chain driver: the adapter's state, read and changed through it. */
export interface ChainDriverKit<S extends DriverSession> {
  /** The app's networks in the adapter's namespace (none before setup). */
  networks(): readonly Network[]
  /**
   * The network connections use: the last one connected or switched to, else `fallback` (e.g. the network a
   * connection in progress is for), else the app's first, else the namespace's default.
   */
  network(fallback?: Network): Network
  /** Sends an event to core (nothing before setup). */
  emit(event: AdapterEvent): void
  /** The open session of a connector. */
  session(connectorId: string): S | undefined
  /** The session of the last connection that is still open. */
  active(): S | undefined
  /** Every open session, by connector id. */
  sessions(): [string, S][]
  /**
   * The wallet changed on its side: `change` gets the connector's session and answers the next one. No
   * session, or one without accounts, ends it as `disconnect`; other addresses are `accountsChanged` (the
   * balance watcher follows the new address); the same addresses change nothing. An answer that comes after
   * the session ended or started again is dropped.
   */
  update(connectorId: string, change: (session: S) => S | undefined | Promise<S | undefined>): Promise<void>
  /** Ends the sessions `match` picks, each reported as `disconnect` (e.g. their wallet left the page). */
  endSessions(match: (session: S) => boolean): void
  /** What the adapter keeps beyond the page: the context's storage, else the page's localStorage, else memory. */
  readonly storage: AdapterStorage
}
