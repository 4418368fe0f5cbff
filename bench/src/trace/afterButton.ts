import { mainTasks } from './mainTasks.js'
import type { Sample } from './profileSamples.js'
import { type SampledScript, sampledScript } from './sampledScript.js'
import { type TaskKind, type TraceEvent, taskKinds } from './taskKinds.js'

/**
 * A task of the window after the button that is long (over 50 ms, as the page's TBT counts it) or that took over
 * LONG_CPU_MS of the main thread's CPU: when (ms after the button), how long, what it ran.
 */
export type LongTask = {
  startMs: number
  durationMs: number
  kinds: Map<TaskKind | 'other', number>
  cpuKinds: Map<TaskKind, number>
  /** The main thread's CPU time in it (the rest of its duration it waited for a core, or ran what no event names). */
  cpuMs: number
  compileByFile: Map<string, number>
  sampled: SampledScript
}

/**
 * A task's CPU time above which it is listed though its wall time is not long: on a loaded machine a task's wall time
 * is mostly its wait for a core, and one of 25 ms of CPU is one a quiet machine's page may see as long.
 */
export const LONG_CPU_MS = 25

/** One load's window after the button: its long tasks, and their sums. */
export type AfterButton = {
  tasks: LongTask[]
  /** The long tasks' time over 50 ms each (what TBT counts). */
  blockingMs: number
  /** The same of their CPU time: what a machine that never made the page wait for a core would count. */
  cpuBlockingMs: number
  cpuMs: number
  kinds: Map<TaskKind | 'other', number>
  cpuKinds: Map<TaskKind, number>
  compileByFile: Map<string, number>
  sampled: SampledScript
}

const sum = <K>(into: Map<K, number>, from: Map<K, number>) => {
  for (const [key, ms] of from) into.set(key, (into.get(key) ?? 0) + ms)
}

/**
 * The main thread's tasks (the trace's, `offsetMs` turns page into trace time) that start in [button, button +
 * windowMs) and are long (wall or CPU), each read by kind from the trace and by file and function from the profile's
 * samples (page clock).
 */
export function afterButton(input: {
  buttonMs: number
  windowMs: number
  events: readonly TraceEvent[]
  offsetMs: number
  samples: readonly Sample[]
}): AfterButton {
  const { buttonMs, windowMs, events, offsetMs, samples } = input
  const tasks = mainTasks(events, buttonMs + offsetMs, buttonMs + windowMs + offsetMs)
    .filter((task) => task.wallMs > 50 || task.cpuMs > LONG_CPU_MS)
    .map((task): LongTask => {
      const start = task.start - offsetMs
      const time = taskKinds(events, task.start, task.start + task.wallMs)
      return {
        startMs: start - buttonMs,
        durationMs: task.wallMs,
        kinds: time.byKind,
        cpuKinds: time.cpuByKind,
        cpuMs: task.cpuMs,
        compileByFile: time.compileByFile,
        sampled: sampledScript(samples, start, start + task.wallMs),
      }
    })
  const kinds = new Map<TaskKind | 'other', number>()
  const cpuKinds = new Map<TaskKind, number>()
  const compileByFile = new Map<string, number>()
  const sampled: SampledScript = { script: 0, byFile: new Map(), byFunction: new Map(), total: new Map() }
  for (const task of tasks) {
    sum(kinds, task.kinds)
    sum(cpuKinds, task.cpuKinds)
    sum(compileByFile, task.compileByFile)
    sampled.script += task.sampled.script
    sum(sampled.byFile, task.sampled.byFile)
    sum(sampled.byFunction, task.sampled.byFunction)
    sum(sampled.total, task.sampled.total)
  }
  const over = (ms: number) => Math.max(0, ms - 50)
  const blockingMs = tasks.reduce((total, task) => total + over(task.durationMs), 0)
  const cpuBlockingMs = tasks.reduce((total, task) => total + over(task.cpuMs), 0)
  const cpuMs = tasks.reduce((total, task) => total + task.cpuMs, 0)
  return { tasks, blockingMs, cpuBlockingMs, cpuMs, kinds, cpuKinds, compileByFile, sampled }
}
