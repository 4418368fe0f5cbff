import { writeFile } from 'node:fs/promises'
import type { Browser } from 'playwright-core'
import { waitForMark } from '../browser/waitForMark.js'
import { type AfterButton, afterButton } from './afterButton.js'
import type { HeapSummary } from './heapByConstructor.js'
import { mainThread } from './mainThread.js'
import { type CpuProfile, profileSamples } from './profileSamples.js'
import { type SampledScript, sampledScript } from './sampledScript.js'
import { takeHeap } from './takeHeap.js'

/** One load: the button's time, the script sampled before it, and (with a window) the long tasks after it. */
export type TracedLoad = {
  buttonMs: number
  before: SampledScript
  /** With `heap`: the heap at the end (the button + the window), by constructor. */
  heap?: HeapSummary & { usedMiB: number }
  /** With a window after the button: the tasks from the page's start to the button, and those after it. */
  tasksBefore?: AfterButton
  after?: AfterButton
}

const MARK = 'portico-trace-sync'
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing']

/**
 * Loads `url` in a fresh context of `browser` under the CPU profiler (and, with `afterMs`, Chromium's tracing), waits
 * for the button and, with `afterMs`, that long again, and reads the load; `keepTraceAs` saves the trace's JSON there
 * (for Chromium's performance panel); `heap` also sums a heap snapshot (after a full GC) by constructor.
 */
export async function traceLoad(
  browser: Browser,
  url: string,
  inpage: string,
  afterMs: number,
  options: { keepTraceAs?: string; heap?: boolean } = {},
): Promise<TracedLoad> {
  const context = await browser.newContext()
  try {
    await context.addInitScript({ content: inpage })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    if (afterMs) await browser.startTracing(page, { categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'commit' })
    const buttonMs = await waitForMark(page, 'button', 'visible', 60_000)
    if (afterMs) {
      // A task that starts in the window may end after it: wait a little past it.
      await page.waitForFunction((until) => performance.now() >= until, buttonMs + afterMs + 300, {
        polling: 50,
      })
    }
    // The profile's clock is not the page's: the page's now at the stop ties the two (to a millisecond or so).
    const { now, markAt } = await page.evaluate((mark) => {
      const markAt = performance.mark(mark).startTime
      return { now: performance.now(), markAt }
    }, MARK)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
    const samples = profileSamples(profile, now)
    const before = sampledScript(samples, Number.NEGATIVE_INFINITY, buttonMs)
    const heap = options.heap ? { heap: await takeHeap(cdp) } : {}
    if (!afterMs) return { buttonMs, before, ...heap }
    const traced = await browser.stopTracing()
    if (options.keepTraceAs) await writeFile(options.keepTraceAs, traced)
    const trace = JSON.parse(traced.toString('utf8'))
    const { events, offsetMs } = mainThread(trace, MARK, markAt)
    return {
      buttonMs,
      before,
      ...heap,
      tasksBefore: afterButton({ buttonMs: 0, windowMs: buttonMs, events, offsetMs, samples }),
      after: afterButton({ buttonMs, windowMs: afterMs, events, offsetMs, samples }),
    }
  } finally {
    await context.close()
  }
}
