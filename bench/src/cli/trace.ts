import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { benchApps } from '../apps/benchApps.js'
import { resolvePackageDir } from '../apps/resolvePackageDir.js'
import { launchBrowser } from '../browser/launchBrowser.js'
import { readInpage } from '../browser/readInpage.js'
import { waitForMark } from '../browser/waitForMark.js'
import { runCommand } from '../build/runCommand.js'
import { serveStatic } from '../serve/serveStatic.js'

// `pnpm --filter @portico/bench trace [app] [top] [runs]`: where the page's script time goes before the button shows.
// The app (portico by default, every feature package installed) is built unminified, loaded `runs` times (1 by
// default) in fresh contexts under the CPU profiler, and each profile's samples up to the button's first frame are
// summed by function and by source file; with several runs each figure is the median over them (one run's samples
// move a lot: a run on a busy machine can put 40 ms where the next puts none). Work, not wall time: compare these on a
// busy machine, where the bench's times move with the load.
type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] }

const [appId = 'portico', topArg = '25', runsArg = '1'] = process.argv.slice(2)
const runs = Number(runsArg)
if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`bad run count: ${runsArg}`)
const app = benchApps.find((each) => each.id === appId)
if (!app) throw new Error(`no bench app ${appId}`)
const viteDir = resolvePackageDir(app, 'vite')
if (!viteDir) throw new Error('vite is not installed for this app')
const out = await mkdtemp(join(tmpdir(), 'portico-trace-'))
const build = await runCommand(
  process.execPath,
  [join(viteDir, 'bin', 'vite.js'), 'build', '--logLevel', 'warn', '--minify', 'false', '--outDir', out],
  app.dir,
  300_000,
  {},
)
if (build.code !== 0) throw new Error(build.output.slice(0, 2000))
const server = await serveStatic(out)
const browser = await launchBrowser()
try {
  const inpage = await readInpage()
  const traced: Traced[] = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    try {
      await context.addInitScript({ content: inpage })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      await page.goto(server.url, { waitUntil: 'commit' })
      const button = await waitForMark(page, 'button', 'visible', 60_000)
      // The profile's clock is not the page's: the page's now at the stop ties the two (to a millisecond or so).
      const now = await page.evaluate(() => performance.now())
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
      traced.push(summarise(profile, now, button))
    } finally {
      await context.close()
    }
  }
  report(traced, Number(topArg))
} finally {
  await browser.close()
  await server.close()
  // TRACE_KEEP=1 keeps the unminified build, to read the lines the profile names.
  if (process.env.TRACE_KEEP === '1') console.log(`build kept in ${out}`)
  else await rm(out, { recursive: true, force: true })
}

/** One load's script before the button: its time, and the sampled time by file, by function (self) and with callees. */
type Traced = {
  buttonMs: number
  script: number
  byFile: Map<string, number>
  byFunction: Map<string, number>
  total: Map<string, number>
}

/** Self time (ms) of every sample taken before the button showed, by function and by file. */
function summarise(profile: Profile, stoppedAtMs: number, buttonMs: number): Traced {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const total = new Map<string, number>()
  const end = profile.startTime + profile.timeDeltas.reduce((sum, delta) => sum + delta, 0)
  const until = end - (stoppedAtMs - buttonMs) * 1000
  const byFunction = new Map<string, number>()
  const byFile = new Map<string, number>()
  let script = 0
  let time = profile.startTime
  for (let index = 0; index < profile.samples.length; index++) {
    time += profile.timeDeltas[index] ?? 0
    if (time > until) break
    const node = byId.get(profile.samples[index] as number)
    const delta = (profile.timeDeltas[index + 1] ?? 0) / 1000
    if (!node) continue
    const { functionName, url, lineNumber } = node.callFrame
    if (!url || functionName === '(idle)' || functionName === '(program)') continue
    script += delta
    const file = url.replace(/^https?:\/\/[^/]+/, '')
    const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta)
    byFile.set(file, (byFile.get(file) ?? 0) + delta)
    // Total time: the sample counts once for every function on its stack.
    const seen = new Set<string>()
    for (let id: number | undefined = node.id; id !== undefined; id = parents.get(id)) {
      const frame = byId.get(id)?.callFrame
      if (!frame?.url) continue
      const key = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber + 1}`
      if (seen.has(key)) continue
      seen.add(key)
      total.set(key, (total.get(key) ?? 0) + delta)
    }
  }
  return { buttonMs, script, byFile, byFunction, total }
}

/** The median of each figure over the runs (a key a run did not sample counts 0 there), the largest `top` of each list. */
function report(traced: Traced[], top: number) {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const middle = Math.floor(sorted.length / 2)
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  }
  const merged = (pick: (each: Traced) => Map<string, number>) => {
    const keys = new Set(traced.flatMap((each) => [...pick(each).keys()]))
    return new Map([...keys].map((key) => [key, median(traced.map((each) => pick(each).get(key) ?? 0))]))
  }
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n')
  const of = traced.length > 1 ? `, median of ${traced.length} loads` : ''
  console.log(
    `button at ${median(traced.map((each) => each.buttonMs)).toFixed(0)} ms; script before it: ${median(traced.map((each) => each.script)).toFixed(1)} ms (self time, sampled${of})`,
  )
  console.log(`by file:\n${list(merged((each) => each.byFile))}`)
  console.log(`by function, self:\n${list(merged((each) => each.byFunction))}`)
  console.log(`by function, total (with what it calls):\n${list(merged((each) => each.total))}`)
}
