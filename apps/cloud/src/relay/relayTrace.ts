import { channel } from 'node:diagnostics_channel'

/** A publish's way through a node, in `performance.now()` ms: its store started, it was stored, its pushes written. */
export type RelayStoreTrace = { startedAt: number; storedAt: number; pushedAt: number; created: boolean }
/** One request frame: when its handling started and when it was answered on the socket. */
export type RelayFrameTrace = { method: string; receivedAt: number; answeredAt: number }
/** One statement of a relay writer: how many rows it carried and how long it took. */
export type RelayWriteTrace = {
  writer: 'messages' | 'acks'
  rows: number
  startedAt: number
  endedAt: number
}

/**
 * The relay's per-stage timings, for the bench (`scripts/relayBench/nodeProbe.ts`) or an operator's profiler:
 * published on Node's diagnostics channels, and measured only while something subscribes to them, so the relay pays
 * one `hasSubscribers` check per stage otherwise.
 */
export const relayTrace = {
  store: channel('portico:relay:store'),
  frame: channel('portico:relay:frame'),
  write: channel('portico:relay:write'),
}
