import { type Summary, summarize } from './summarize.js'

/** One run of a scripted flow (Buy, Swap) at one CPU rate: each step's time, null where the run did not reach it. */
export type FlowRun<Step extends string> = { cpu: number; error?: string } & { [K in Step]: number | null }

/** A flow's medians at one CPU rate, over its runs that finished. */
export type FlowSummary<Step extends string> = { runs: number; failed: number } & {
  [K in Step]: Summary | null
}

/** The runs' timings of each step by CPU rate (`1x`, `4x`), each over the successful runs; the failed ones counted. */
export function summarizeFlowRuns<Step extends string>(
  runs: readonly FlowRun<Step>[],
  steps: readonly Step[],
): Record<string, FlowSummary<Step>> {
  const rates = [...new Set(runs.map((run) => run.cpu))].sort((a, b) => a - b)
  return Object.fromEntries(
    rates.map((cpu) => {
      const at = runs.filter((run) => run.cpu === cpu)
      const ok = at.filter((run) => !run.error)
      const bySteps = Object.fromEntries(
        steps.map((step) => [step, summarize(ok.map((run) => run[step] as number | null))]),
      ) as { [K in Step]: Summary | null }
      return [`${cpu}x`, { runs: at.length, failed: at.length - ok.length, ...bySteps }]
    }),
  )
}
