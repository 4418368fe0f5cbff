import type { RunResult } from '../browser/runResult.js'
import type { RunMetric } from '../report/benchReport.js'
import { type Summary, summarize } from './summarize.js'

const count = (run: RunResult, phases: (keyof RunResult['external'])[]) =>
  run.error?.startsWith('load') ? null : phases.reduce((sum, phase) => sum + run.external[phase].length, 0)

const pickers: Record<RunMetric, (run: RunResult) => number | null> = {
  buttonMs: (run) => run.buttonMs,
  dclMs: (run) => run.dclMs,
  fcpMs: (run) => run.fcpMs,
  tbtMs: (run) => run.tbtMs,
  longestTaskMs: (run) => run.longestTaskMs,
  heapMiB: (run) => run.heapMiB,
  listVisibleMs: (run) => run.listVisibleMs,
  listSettledMs: (run) => run.listSettledMs,
  addressMs: (run) => run.addressMs,
  addressAfterWalletMs: (run) => run.addressAfterWalletMs,
  walletConnectQrMs: (run) => run.walletConnect?.qrMs ?? null,
  walletConnectScanToAddressMs: (run) => run.walletConnect?.scanToAddressMs ?? null,
  externalBeforeInteraction: (run) => count(run, ['load']),
  externalClickToList: (run) => (run.listSettledMs === null ? null : count(run, ['open'])),
  externalAll: (run) => (run.error ? null : count(run, ['load', 'open', 'listed', 'connect'])),
}

/** Median, min and max of every metric, per CPU rate (`"1x"`, `"4x"`). */
export function summarizeRuns(runs: readonly RunResult[]): Record<string, Record<RunMetric, Summary | null>> {
  const byCpu: Record<string, Record<RunMetric, Summary | null>> = {}
  for (const cpu of [...new Set(runs.map((run) => run.cpu))].sort((a, b) => a - b)) {
    const atRate = runs.filter((run) => run.cpu === cpu)
    byCpu[`${cpu}x`] = Object.fromEntries(
      Object.entries(pickers).map(([metric, pick]) => [metric, summarize(atRate.map(pick))]),
    ) as Record<RunMetric, Summary | null>
  }
  return byCpu
}
