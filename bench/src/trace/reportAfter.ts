import { type AfterButton, LONG_CPU_MS, type LongTask } from './afterButton.js'
import { median, mergedMedians, topLines } from './medians.js'

const first = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ')

const taskLine = (task: LongTask) =>
  `  +${task.startMs.toFixed(0).padStart(5)} ms  ${task.durationMs.toFixed(0).padStart(4)} ms, CPU ${task.cpuMs.toFixed(0)}` +
  `  [wall: ${first(task.kinds, 6)}; CPU: ${first(task.cpuKinds, 5)}]\n` +
  `        files: ${first(task.sampled.byFile, 3)}\n        functions: ${first(task.sampled.byFunction, 3)}` +
  (task.compileByFile.size ? `\n        compiled: ${first(task.compileByFile, 3)}` : '')

/**
 * A window of the loads (`window` names it): the medians of its long tasks' count, time and blocking time, of their
 * time by kind, compiled file, sampled file and function; then the long tasks of the load whose blocking time is the
 * median, one by one.
 */
export function reportAfter(loads: readonly AfterButton[], window: string, top: number): string {
  const of = loads.length > 1 ? `median of ${loads.length} loads` : 'one load'
  const typical = [...loads].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor((loads.length - 1) / 2)]!
  return [
    `${window}, tasks over 50 ms or over ${LONG_CPU_MS} ms of CPU, ${of}:`,
    `  count ${median(loads.map((each) => each.tasks.length))}, time ${median(
      loads.map((each) => each.tasks.reduce((sum, task) => sum + task.durationMs, 0)),
    ).toFixed(
      0,
    )} ms (main thread's CPU ${median(loads.map((each) => each.cpuMs)).toFixed(0)} ms), blocking (over 50 ms` +
      ` each, as TBT) ${median(loads.map((each) => each.blockingMs)).toFixed(0)} ms, of CPU` +
      ` ${median(loads.map((each) => each.cpuBlockingMs)).toFixed(0)} ms` +
      ` (per load, wall/CPU: ${loads.map((each) => `${each.blockingMs.toFixed(0)}/${each.cpuBlockingMs.toFixed(0)}`).join(', ')})`,
    `their time by kind (trace; own wall time of each kind):\n${topLines(mergedMedians(loads.map((each) => each.kinds)), top)}`,
    `their main thread's CPU time by kind:\n${topLines(mergedMedians(loads.map((each) => each.cpuKinds)), top)}`,
    `compiled in them, by file:\n${topLines(mergedMedians(loads.map((each) => each.compileByFile)), top)}`,
    `sampled script in them by file:\n${topLines(mergedMedians(loads.map((each) => each.sampled.byFile)), top)}`,
    `by function, self:\n${topLines(mergedMedians(loads.map((each) => each.sampled.byFunction)), top)}`,
    `by function, total (with what it calls):\n${topLines(mergedMedians(loads.map((each) => each.sampled.total)), top)}`,
    `the tasks of the median load (ms after the window's start, duration, CPU, kinds):`,
    ...typical.tasks.map(taskLine),
  ].join('\n')
}
