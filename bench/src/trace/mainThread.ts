import type { TraceEvent } from './taskKinds.js'

type AnyEvent = TraceEvent & { cat?: string; args?: TraceEvent['args'] & { name?: string } }

/**
 * The page's main-thread events of a Chromium trace, and the offset that turns the page's clock into the trace's: the
 * thread is the one that recorded the user-timing mark `mark`, taken at `markAtMs` on the page's clock.
 */
export function mainThread(trace: { traceEvents: AnyEvent[] }, mark: string, markAtMs: number) {
  const marked = trace.traceEvents.find((event) => event.name === mark && event.cat?.includes('user_timing'))
  if (!marked) throw new Error(`the trace has no mark ${mark}`)
  const events = trace.traceEvents.filter((event) => event.pid === marked.pid && event.tid === marked.tid)
  return { events, offsetMs: marked.ts / 1000 - markAtMs }
}
