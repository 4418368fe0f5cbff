import { expect, test } from 'vitest'
import { taskKinds } from './taskKinds.js'
import { traceEvent } from './traceEventFixture.js'

const event = traceEvent

test("splits a task by kind, each event's own time less the kinded events inside it, wall and CPU", () => {
  const events = [
    event('FunctionCall', 100, 80, 40),
    event('v8.callFunction', 100, 80), // not named: transparent
    event('v8.compile', 110, 20, 10, '/assets/chunk.js'),
    event('MinorGC', 140, 10, 5),
    event('Layout', 190, 5),
    event('FunctionCall', 400, 30), // after the task
  ]
  const time = taskKinds(events, 100, 200)
  expect(Object.fromEntries(time.byKind)).toEqual({ script: 50, compile: 20, gc: 10, render: 5, other: 15 })
  expect(Object.fromEntries(time.cpuByKind)).toEqual({ script: 25, compile: 10, gc: 5, render: 5 })
  expect(time.cpuMs).toBe(45)
  expect(Object.fromEntries(time.compileByFile)).toEqual({ '/assets/chunk.js': 20 })
})
