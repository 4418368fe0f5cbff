import type { BenchAppId } from '../apps/benchApps.js'
import type { RunResult } from '../browser/runResult.js'
import { summarizeRuns } from '../stats/summarizeRuns.js'
import type { AppReport, BenchReport } from './benchReport.js'

/** A run with every timing set from `ms` (tests only). */
export function fixtureRun(app: BenchAppId, cpu: number, ms: number, external: string[] = []): RunResult {
  return {
    app,
    cpu,
    round: 1,
    buttonMs: ms,
    dclMs: ms,
    fcpMs: ms,
    tbtMs: 0,
    longestTaskMs: 0,
    heapMiB: ms / 100,
    listVisibleMs: ms / 10,
    listSettledMs: ms / 5,
    addressMs: ms / 10,
    addressAfterWalletMs: ms / 20,
    fetchedJs: ['assets/index.js'],
    external: { load: external, open: [], listed: [], connect: [] },
    walletCalls: [],
    walletConnect: { qrMs: ms / 4, scanToAddressMs: ms, external: [] },
  }
}

/** An app report with `gzipKib` of initial JS and runs at 1x of `ms` (tests only). */
export function fixtureApp(id: BenchAppId, gzipKib: number, ms: number, kind: AppReport['kind']): AppReport {
  const runs = [fixtureRun(id, 1, ms), fixtureRun(id, 1, ms)]
  const size = { raw: gzipKib * 3072, gzip: gzipKib * 1024, brotli: gzipKib * 900, files: 1 }
  return {
    id,
    label: id,
    kind,
    versions: { react: '19.3.1' },
    build: { ok: true, ms: 1000 },
    sizes: {
      initialJs: size,
      initialCss: { raw: 0, gzip: 0, brotli: 0, files: 0 },
      allJs: size,
      fetchedJs: size,
      packages: [['react-dom', 200 * 1024]],
    },
    runs,
    summary: summarizeRuns(runs),
    externalHosts: {},
    failedRuns: 0,
  }
}

/** A whole report around some apps (tests only). */
export function fixtureReport(apps: AppReport[]): BenchReport {
  return {
    date: '2026-11-22T01:00:00.000Z',
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGiB: 24,
      os: 'Linux',
      node: '20.20.2',
      chromium: '156',
      loadAverage: [0.5, 0.7],
    },
    mode: 'quick',
    rounds: { '1x': 2 },
    warmup: false,
    durationsMs: { total: 90_000 },
    budget: { line: 'budget: portico 110.0 KiB gzip, baseline 100.0 KiB, limit 130.0 KiB — ok', ok: true },
    apps,
  }
}
