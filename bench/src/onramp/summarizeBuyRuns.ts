import { type Summary, summarize } from '../stats/summarize.js'
import type { BuyRun } from './measureBuyRun.js'

/** The Buy scenario's medians at one CPU rate. */
export type BuySummary = {
  runs: number
  failed: number
  buyToFormMs: Summary | null
  amountToQuotesMs: Summary | null
  buyToQuotesMs: Summary | null
}

/** The runs' timings by CPU rate (`1x`, `4x`), each over its successful runs. */
export function summarizeBuyRuns(runs: readonly BuyRun[]): Record<string, BuySummary> {
  const rates = [...new Set(runs.map((run) => run.cpu))].sort((a, b) => a - b)
  return Object.fromEntries(
    rates.map((cpu) => {
      const at = runs.filter((run) => run.cpu === cpu)
      const ok = at.filter((run) => !run.error)
      const of = (key: 'buyToFormMs' | 'amountToQuotesMs' | 'buyToQuotesMs') =>
        summarize(ok.flatMap((run) => (run[key] === null ? [] : [run[key]])))
      return [
        `${cpu}x`,
        {
          runs: at.length,
          failed: at.length - ok.length,
          buyToFormMs: of('buyToFormMs'),
          amountToQuotesMs: of('amountToQuotesMs'),
          buyToQuotesMs: of('buyToQuotesMs'),
        },
      ]
    }),
  )
}
