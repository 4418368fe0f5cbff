import { type FlowSummary, summarizeFlowRuns } from '../stats/summarizeFlowRuns.js'
import { BUY_STEPS, type BuyRun, type BuyStep } from './measureBuyRun.js'

/** The Buy scenario's medians at one CPU rate. */
export type BuySummary = FlowSummary<BuyStep>

/** The Buy runs' timings by CPU rate (`1x`, `4x`), each over its successful runs. */
export const summarizeBuyRuns = (runs: readonly BuyRun[]): Record<string, BuySummary> =>
  summarizeFlowRuns(runs, BUY_STEPS)
