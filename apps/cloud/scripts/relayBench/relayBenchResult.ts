import type { NodeProbe } from './nodeProbe.js'
import type { Summary } from './summarize.js'

/** What one relay bench run measured (`../benchRelay.ts`), as `relayBenchTable` prints it. */
export type RelayBenchResult = {
  nodes: number
  /** Subscriber sockets per topic. */
  subscribers: number
  /** Messages stored per topic before its subscribers came (0: live delivery). */
  replay: number
  storage: 'PGlite' | 'PostgreSQL'
  rate: number
  sockets: number
  opened: number
  openSeconds: number
  seconds: number
  offeredPerSecond: number
  deliveredPerSecond: number
  p50: number
  p99: number
  errors: number
  loadBefore: number
  loadDuring: number
  cores: number
  /** Publish sent → its acknowledgement received, as the publishers saw it. */
  acknowledged: Summary
  /** The bench's own process (every client) over the measured window: CPU (1 = one core) and event-loop use. */
  clients: { cpuShare: number; eventLoopUtilization: number }
  /** PostgreSQL's processes' CPU over the window (1 = one core), when the nodes store there. */
  postgresCpuShare?: number
  /** What each node spent in the window (`nodeProbe.ts`). */
  nodeProbes: NodeProbe[]
}
