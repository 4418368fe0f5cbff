import type { TraceEvent } from './taskKinds.js'

/** One task of the main thread (trace clock, ms): its wall time and the thread's CPU time in it. */
export type MainTask = { start: number; wallMs: number; cpuMs: number }

/**
 * The main thread's outermost tasks (`RunTask`, traced under disabled-by-default-devtools.timeline) that start in
 * [from, to) (ms, trace clock).
 */
export function mainTasks(events: readonly TraceEvent[], from: number, to: number): MainTask[] {
  const tasks: MainTask[] = []
  let end = Number.NEGATIVE_INFINITY
  const runs = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts)
  for (const event of runs) {
    const start = event.ts / 1000
    if (start < end) continue
    end = start + event.dur! / 1000
    if (start >= from && start < to)
      tasks.push({ start, wallMs: event.dur! / 1000, cpuMs: (event.tdur ?? event.dur!) / 1000 })
  }
  return tasks
}
