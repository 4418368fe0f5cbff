import { expect, it } from 'vitest'
import { type FlowRun, summarizeFlowRuns } from './summarizeFlowRuns.js'

const STEPS = ['buyToFormMs', 'amountToQuotesMs', 'buyToQuotesMs'] as const
type Step = (typeof STEPS)[number]
const run = (cpu: number, form: number, quotes: number | null, error?: string): FlowRun<Step> => ({
  cpu,
  buyToFormMs: form,
  amountToQuotesMs: quotes,
  buyToQuotesMs: quotes === null ? null : form + quotes,
  ...(error ? { error } : {}),
})
const summarizeBuyRuns = (runs: FlowRun<Step>[]) => summarizeFlowRuns(runs, STEPS)

it('gives each CPU rate its medians over the runs that finished, and counts the failed ones', () => {
  const byCpu = summarizeBuyRuns([
    run(4, 900, 1200),
    run(1, 200, 400),
    run(1, 300, 600),
    run(1, 250, 500),
    run(4, 5000, null, 'quotes: timeout'),
  ])
  expect(Object.keys(byCpu)).toEqual(['1x', '4x'])
  expect(byCpu['1x']).toEqual({
    runs: 3,
    failed: 0,
    buyToFormMs: { median: 250, min: 200, max: 300, n: 3 },
    amountToQuotesMs: { median: 500, min: 400, max: 600, n: 3 },
    buyToQuotesMs: { median: 750, min: 600, max: 900, n: 3 },
  })
  expect(byCpu['4x']).toMatchObject({ runs: 2, failed: 1, buyToQuotesMs: { median: 2100, n: 1 } })
  expect(summarizeBuyRuns([])).toEqual({})
})
