import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchApps } from '../apps/benchApps.js'
import { resolvePackageDir } from '../apps/resolvePackageDir.js'
import { launchBrowser } from '../browser/launchBrowser.js'
import { readInpage } from '../browser/readInpage.js'
import { runCommand } from '../build/runCommand.js'
import { serveStatic } from '../serve/serveStatic.js'
import { median, mergedMedians, topLines } from '../trace/medians.js'
import { reportAfter } from '../trace/reportAfter.js'
import { reportHeap } from '../trace/reportHeap.js'
import { traceArgs } from '../trace/traceArgs.js'
import { type TracedLoad, traceLoad } from '../trace/traceLoad.js'

// `pnpm --filter @portico/bench trace [app] [top] [runs] [--after ms] [--minified]`: where the page's script time goes
// before the button shows and, with `--after`, in the long tasks of that window after it.
// The app (portico by default, every feature package installed) is built unminified (`--minified`: as the bench
// builds it, to compare its figures; the names are then the minifier's), loaded `runs` times (1 by
// default) in fresh contexts under the CPU profiler, and each profile's samples up to the button's first frame are
// summed by function and by source file; with several runs each figure is the median over them (one run's samples
// move a lot: a run on a busy machine can put 40 ms where the next puts none). With `--after 2000` each load is also
// traced (Chromium's tracing) until the button + 2 s, the window the bench's TBT counts after the button: each long
// task (over 50 ms of wall time, or over 25 ms of the main thread's CPU) is split by kind (compile, evaluate, script,
// gc, render) and by the files and functions sampled in it; the tasks before the button are listed the same way.
// `--heap` sums a heap snapshot at the end of each load (after a full GC; the bench reads its heap at the button +
// 2 s) by type and constructor, medians over the loads.
// Work, not wall time: compare these on a busy machine, where the bench's times move with the load.
const { appId, top, runs, afterMs, minified, heap } = traceArgs(process.argv.slice(2))
const app = benchApps.find((each) => each.id === appId)
if (!app) throw new Error(`no bench app ${appId}`)
const viteDir = resolvePackageDir(app, 'vite')
if (!viteDir) throw new Error('vite is not installed for this app')
const out = await mkdtemp(join(tmpdir(), 'portico-trace-'))
const build = await runCommand(
  process.execPath,
  [
    join(viteDir, 'bin', 'vite.js'),
    'build',
    '--logLevel',
    'warn',
    ...(minified ? [] : ['--minify', 'false']),
    '--outDir',
    out,
  ],
  app.dir,
  300_000,
  {},
)
if (build.code !== 0) throw new Error(build.output.slice(0, 2000))
const server = await serveStatic(out)
const browser = await launchBrowser()
try {
  const inpage = await readInpage()
  const loads: TracedLoad[] = []
  const keep = (run: number) =>
    process.env.TRACE_KEEP === '1' ? { keepTraceAs: join(out, `trace-${run + 1}.json`) } : {}
  for (let run = 0; run < runs; run++)
    loads.push(await traceLoad(browser, server.url, inpage, afterMs, { ...keep(run), heap }))
  reportBefore(loads, top)
  const before = loads.flatMap((each) => (each.tasksBefore ? [each.tasksBefore] : []))
  if (before.length)
    console.log(reportAfter(before, 'before the button (page start → button)', Math.min(top, 8)))
  const after = loads.flatMap((each) => (each.after ? [each.after] : []))
  if (after.length) console.log(reportAfter(after, `after the button (button → +${afterMs} ms)`, top))
  const heaps = loads.flatMap((each) => (each.heap ? [each.heap] : []))
  if (heaps.length) console.log(reportHeap(heaps, afterMs ? `the button + ${afterMs} ms` : 'the button', top))
} finally {
  await browser.close()
  await server.close()
  // TRACE_KEEP=1 keeps the unminified build, to read the lines the profile names, and each load's trace.
  if (process.env.TRACE_KEEP === '1') console.log(`build kept in ${out}`)
  else await rm(out, { recursive: true, force: true })
}

/** The median of each figure before the button over the loads, the largest `top` of each list. */
function reportBefore(loads: TracedLoad[], top: number) {
  const merged = (pick: (each: TracedLoad) => Map<string, number>) => mergedMedians(loads.map(pick))
  const of = loads.length > 1 ? `, median of ${loads.length} loads` : ''
  console.log(
    `button at ${median(loads.map((each) => each.buttonMs)).toFixed(0)} ms; script before it: ${median(loads.map((each) => each.before.script)).toFixed(1)} ms (self time, sampled${of})`,
  )
  console.log(
    `by file:\n${topLines(
      merged((each) => each.before.byFile),
      top,
    )}`,
  )
  console.log(
    `by function, self:\n${topLines(
      merged((each) => each.before.byFunction),
      top,
    )}`,
  )
  console.log(
    `by function, total (with what it calls):\n${topLines(
      merged((each) => each.before.total),
      top,
    )}`,
  )
}
