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

// `pnpm --filter @portico/bench trace [app] [top]`: where the page's script time goes before the button shows. The app
// (portico by default, every feature package installed) is built unminified, loaded once under the CPU profiler, and
// the profile's samples up to the button's first frame are summed by function and by source file. Work, not wall time:
// compare these on a busy machine, where the bench's times move with the load.
type Node = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] }

const [appId = 'portico', topArg = '25'] = process.argv.slice(2)
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
  const context = await browser.newContext()
  await context.addInitScript({ content: await readInpage() })
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
  summarise(profile, now, button, Number(topArg))
} finally {
  await browser.close()
  await server.close()
  // TRACE_KEEP=1 keeps the unminified build, to read the lines the profile names.
  if (process.env.TRACE_KEEP === '1') console.log(`build kept in ${out}`)
  else await rm(out, { recursive: true, force: true })
}

/** Self time (ms) of every sample taken before the button showed, by function and by file. */
function summarise(profile: Profile, stoppedAtMs: number, buttonMs: number, top: number) {
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
  const list = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${name}`)
      .join('\n')
  console.log(
    `button at ${buttonMs.toFixed(0)} ms; script before it: ${script.toFixed(1)} ms (self time, sampled)`,
  )
  console.log(`by file:\n${list(byFile)}`)
  console.log(`by function, self:\n${list(byFunction)}`)
  console.log(`by function, total (with what it calls):\n${list(total)}`)
}
