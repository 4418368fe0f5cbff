import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, loadavg, release, totalmem, type } from 'node:os'
import { join } from 'node:path'
import { type BenchApp, benchApps, benchRoot } from '../apps/benchApps.js'
import { featurePackages } from '../apps/featurePackages.js'
import { installedVersions } from '../apps/installedVersions.js'
import { launchBrowser } from '../browser/launchBrowser.js'
import { readInpage } from '../browser/readInpage.js'
import type { RunResult } from '../browser/runResult.js'
import { type RoundPlan, runRounds } from '../browser/runRounds.js'
import { walletConnectApps } from '../browser/walletConnectApps.js'
import { budgetReport } from '../budget/budgetReport.js'
import { widgetAloneGzip } from '../budget/widgetAloneGzip.js'
import { type BuildResult, buildApp } from '../build/buildApp.js'
import { installPeers } from '../build/installPeers.js'
import { measureEmailLogin } from '../embedded/measureEmailLogin.js'
import { measureSmartAccount } from '../embedded/measureSmartAccount.js'
import { measureBuy } from '../onramp/measureBuy.js'
import { type BenchCloud, startBenchCloud } from '../relay/startBenchCloud.js'
import { appReport } from '../report/appReport.js'
import type { BenchReport } from '../report/benchReport.js'
import { renderReport } from '../report/renderReport.js'
import { writeDocsTable } from '../report/writeDocsTable.js'
import { type StaticServer, serveStatic } from '../serve/serveStatic.js'
import { type BundleSizes, measureBundle } from '../size/measureBundle.js'
import { packageBreakdown } from '../size/packageBreakdown.js'
import { measureSwapQuote } from '../swaps/measureSwapQuote.js'
import { benchArgs } from './benchArgs.js'

// `pnpm bench`: install the peers' own lockfiles, build every same-shape app, measure bytes, then time
// them in headless Chromium, and write bench/results/latest.{json,md} (and docs/benchmarks.md with --docs).
const started = performance.now()
const args = benchArgs(process.argv.slice(2))
const log = (line: string) => console.error(line)
const since = (from: number) => Math.round(performance.now() - from)
const durationsMs: Record<string, number> = {}
const selected = benchApps.filter((app) => args.apps.includes(app.id))

let step = performance.now()
const installs = args.install ? await installPeers(selected) : []
for (const install of installs) {
  log(
    `install ${install.app}: ${install.skipped ? 'up to date' : `${(install.ms / 1000).toFixed(0)} s`}${install.ok ? '' : ` — FAILED ${install.error}`}`,
  )
}
durationsMs.install = since(step)

step = performance.now()
const builds = new Map<BenchApp['id'], BuildResult>()
for (const app of selected) {
  const failedInstall = installs.find((install) => install.app === app.id && !install.ok)
  const build = failedInstall
    ? { ok: false, ms: 0, distDir: '', error: `npm ci failed: ${failedInstall.error}` }
    : await buildApp(app)
  builds.set(app.id, build)
  log(`build ${app.id}: ${build.ok ? `${(build.ms / 1000).toFixed(1)} s` : `FAILED — ${build.error}`}`)
}
durationsMs.build = since(step)

step = performance.now()
const sizes = new Map<BenchApp['id'], BundleSizes>()
const packages = new Map<BenchApp['id'], Record<string, number>>()
for (const app of selected) {
  const build = builds.get(app.id)!
  if (!build.ok) continue
  const bundle = await measureBundle(build.distDir)
  sizes.set(app.id, bundle)
  packages.set(app.id, await packageBreakdown(build.distDir, bundle.initialJsFiles, app.dir))
  log(`sizes ${app.id}: initial JS ${(bundle.initialJs.gzip / 1024).toFixed(1)} KiB gzip`)
}
durationsMs.sizes = since(step)

step = performance.now()
const loadBefore = loadavg()[0] ?? 0
const measurable = selected.filter((app) => sizes.has(app.id))
const servers: StaticServer[] = []
const targets = []
for (const app of measurable) {
  const server = await serveStatic(builds.get(app.id)!.distDir)
  servers.push(server)
  targets.push({ app: app.id, url: server.url })
}
// The WalletConnect visits pair through a local Portico Cloud relay, each app's project allowed from its origin.
let cloud: BenchCloud | undefined
const pairing = measurable.filter((app) => walletConnectApps[app.id] !== undefined)
if (args.walletConnect && pairing.length > 0) {
  try {
    cloud = await startBenchCloud()
    for (const app of pairing) {
      const target = targets.find((each) => each.app === app.id)!
      await cloud.allowProject(walletConnectApps[app.id]!.projectId, [new URL(target.url).origin])
    }
    log(`relay: ${cloud.relayUrl} (WalletConnect visits for ${pairing.map((app) => app.id).join(', ')})`)
  } catch (error) {
    log(`relay: not started, no WalletConnect visits — ${String(error).split('\n')[0]}`)
    await cloud?.stop()
    cloud = undefined
  }
}
const plan: RoundPlan[] = [
  ...(args.warmup ? [{ cpu: 1, rounds: 1, record: false }] : []),
  ...Object.entries(args.rounds).map(([cpu, rounds]) => ({ cpu: Number(cpu), rounds, record: true })),
]
const browser = await launchBrowser()
const chromium = browser.version()
let runs: RunResult[] = []
try {
  const shots = join(benchRoot, 'results', 'shots')
  runs = await runRounds(browser, targets, plan, await readInpage(), shots, log, cloud?.relayUrl)
} finally {
  await browser.close()
  await cloud?.stop()
  await Promise.all(servers.map((server) => server.close()))
}
durationsMs.runs = since(step)

// The embedded wallet's e-mail login (issue 13): Portico only, in Node against a local cloud and SMTP inbox.
step = performance.now()
const emailLogin = selected.some((app) => app.id === 'portico')
  ? await measureEmailLogin(args.mode === 'quick' ? 3 : 10)
  : undefined
if (emailLogin)
  log(`e-mail login: ${emailLogin.error ? `FAILED — ${emailLogin.error}` : `${emailLogin.rounds} logins`}`)
durationsMs.emailLogin = since(step)

// The embedded wallet's smart account (issue 31): Portico only, in Node against a devnet with its bundler, and a cloud.
step = performance.now()
const smartAccount = selected.some((app) => app.id === 'portico')
  ? await measureSmartAccount(args.mode === 'quick' ? 2 : 5)
  : undefined
if (smartAccount)
  log(
    `smart account: ${smartAccount.error ? `FAILED — ${smartAccount.error}` : `${smartAccount.rounds} wallets`}`,
  )
durationsMs.smartAccount = since(step)

// Account → Buy → quotes (issue 30): Portico only (the peers' on-ramps need hosted services), at the same CPU rates.
step = performance.now()
const buy = selected.some((app) => app.id === 'portico')
  ? await measureBuy(args.rounds, log, { warmup: args.warmup })
  : undefined
if (buy) log(`buy: ${buy.error ? `FAILED — ${buy.error}` : `${buy.runs.length} runs`}`)
durationsMs.buy = since(step)

// Account → Swap → the first quote (issue 29): Portico only (AppKit's swaps need hosted services), at the same CPU rates.
step = performance.now()
const swapQuote = selected.some((app) => app.id === 'portico')
  ? await measureSwapQuote(args.rounds, log, { warmup: args.warmup })
  : undefined
if (swapQuote)
  log(`swap: ${swapQuote.error ? `FAILED — ${swapQuote.error}` : `${swapQuote.runs.length} runs`}`)
durationsMs.swapQuote = since(step)
const loadAfter = loadavg()[0] ?? 0
durationsMs.total = since(started)

const porticoSizes = sizes.get('portico')
const baselineSizes = sizes.get('baseline')
// The bench's Portico app carries every feature package; the widget alone is built once more for the budget's first part.
const widgetAlone = porticoSizes && baselineSizes ? await widgetAloneGzip() : undefined
const budget =
  porticoSizes && baselineSizes && widgetAlone !== undefined
    ? budgetReport({
        baseline: baselineSizes.initialJs.gzip,
        widgetAlone,
        withFeatures: porticoSizes.initialJs.gzip,
        featureCount: featurePackages().length,
      })
    : { line: 'budget: not checked (Portico or the baseline did not build)', ok: null }
const report: BenchReport = {
  date: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    os: `${type()} ${release()}`,
    node: process.versions.node,
    chromium,
    loadAverage: [Number(loadBefore.toFixed(1)), Number(loadAfter.toFixed(1))],
  },
  mode: args.mode,
  rounds: Object.fromEntries(Object.entries(args.rounds).map(([cpu, n]) => [`${cpu}x`, n])),
  warmup: args.warmup,
  durationsMs,
  budget: { line: budget.line, ok: budget.ok },
  ...(emailLogin ? { emailLogin } : {}),
  ...(smartAccount ? { smartAccount } : {}),
  ...(buy ? { buy } : {}),
  ...(swapQuote ? { swapQuote } : {}),
  apps: await Promise.all(
    selected.map(async (app) =>
      appReport({
        app,
        versions: await installedVersions(app),
        build: builds.get(app.id)!,
        sizes: sizes.get(app.id),
        packages: packages.get(app.id),
        runs: runs.filter((run) => run.app === app.id),
      }),
    ),
  ),
}

const markdown = renderReport(report)
const resultsDir = join(benchRoot, 'results')
await mkdir(resultsDir, { recursive: true })
const stamp = report.date.replace(/[:.]/g, '-')
for (const name of [`bench-${stamp}`, 'latest']) {
  await writeFile(join(resultsDir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`)
  await writeFile(join(resultsDir, `${name}.md`), markdown)
}
if (args.docs) await writeDocsTable(join(benchRoot, '..', 'docs', 'benchmarks.md'), markdown)
console.log(markdown)
log(
  `pnpm bench took ${(durationsMs.total / 60_000).toFixed(1)} min; results in bench/results/latest.{json,md}`,
)
