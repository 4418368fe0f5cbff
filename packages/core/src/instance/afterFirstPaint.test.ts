import { afterEach, expect, it, vi } from 'vitest'
import { createFakeAdapter } from '../conformance/createFakeAdapter.js'
import { createTestPortico } from '../conformance/createTestPortico.js'
import { fakeMainnet } from '../conformance/fakeNetworks.js'
import { afterFirstPaint } from './afterFirstPaint.js'

afterEach(() => vi.unstubAllGlobals())

/** A page whose frames the test paints: `paint()` runs the frame callbacks waiting. */
function stubFrames() {
  const waiting: Array<() => void> = []
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => waiting.push(run))
  return {
    paint: () => {
      for (const run of waiting.splice(0)) run()
    },
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve))

it("begins start-up once the page has painted the app's first render, not before", async () => {
  const frames = stubFrames()
  const adapter = createFakeAdapter()
  const setup = vi.spyOn(adapter, 'setup')
  const portico = createTestPortico({ projectId: 'p', networks: [fakeMainnet], adapters: [adapter] })
  await nextTask()
  expect(setup).not.toHaveBeenCalled()
  expect(portico.state.initialized).toBe(false)

  frames.paint()
  await portico.ready
  expect(setup).toHaveBeenCalledOnce()
  expect(portico.state.initialized).toBe(true)
})

it('waits at most a second for a frame (a page in a background tab paints none)', async () => {
  stubFrames()
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  let painted = false
  void afterFirstPaint().then(() => {
    painted = true
  })
  await vi.advanceTimersByTimeAsync(999)
  expect(painted).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(painted).toBe(true)
  vi.useRealTimers()
})

it('does not wait where there are no frames', async () => {
  vi.stubGlobal('requestAnimationFrame', undefined)
  let painted = false
  const done = afterFirstPaint().then(() => {
    painted = true
  })
  await Promise.resolve()
  expect(painted).toBe(true)
  await done
})
