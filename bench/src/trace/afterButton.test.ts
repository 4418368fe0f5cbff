import { expect, test } from 'vitest'
import { afterButton } from './afterButton.js'
import type { Sample } from './profileSamples.js'
import { traceEvent } from './traceEventFixture.js'

const sample = (at: number, self: string, file: string): Sample => ({
  at,
  ms: 1,
  self,
  file,
  stack: [self, 'root'],
})
const event = traceEvent

test('reads the tasks of the window after the button that are long in wall or CPU time, on both clocks', () => {
  // The trace's clock is the page's + 10,000 ms; the button shows at 500 ms.
  const at = (page: number) => 10_000 + page
  const load = afterButton({
    buttonMs: 500,
    windowMs: 2000,
    offsetMs: 10_000,
    events: [
      event('RunTask', at(100), 120), // before the button
      event('RunTask', at(600), 80, 30), // long: waited for a core
      event('FunctionCall', at(600), 80, 30),
      event('RunTask', at(800), 20), // short
      event('RunTask', at(1000), 45, 45), // not long, but 45 ms of CPU
      event('FunctionCall', at(1000), 45),
      event('RunTask', at(1010), 10), // nested in the one before: not a task of its own
      event('RunTask', at(1200), 70, 70),
      event('RunTask', at(2600), 90), // after the window
    ],
    samples: [
      sample(150, 'boot', '/a.js'),
      sample(610, 'warm', '/b.js'),
      sample(620, 'warm', '/b.js'),
      sample(1010, 'idle', '/a.js'),
    ],
  })
  expect(load.tasks.map((task) => [task.startMs, task.durationMs, task.cpuMs])).toEqual([
    [100, 80, 30],
    [500, 45, 45],
    [700, 70, 70],
  ])
  expect(load.blockingMs).toBe(30 + 20)
  expect(load.cpuBlockingMs).toBe(20)
  expect(load.cpuMs).toBe(145)
  expect(Object.fromEntries(load.sampled.byFunction)).toEqual({ warm: 2, idle: 1 })
  expect(Object.fromEntries(load.sampled.total)).toEqual({ warm: 2, idle: 1, root: 3 })
  expect(Object.fromEntries(load.cpuKinds)).toEqual({ script: 75 })
})
