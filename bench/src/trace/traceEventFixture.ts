import type { TraceEvent } from './taskKinds.js'

/**
 * For the trace's unit tests: a complete event ('X') on the page's main thread, times in milliseconds (the trace's
 * are microseconds), `tdur` its CPU time (its wall time unless given), `url` the script it ran, if any.
 */
export const traceEvent = (name: string, ts: number, dur: number, tdur = dur, url?: string): TraceEvent => ({
  name,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  tdur: tdur * 1000,
  pid: 1,
  tid: 1,
  ...(url ? { args: { data: { url: `http://127.0.0.1:4000${url}` } } } : {}),
})
