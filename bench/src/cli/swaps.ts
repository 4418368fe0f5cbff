import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import type { Summary } from '../stats/summarize.js'
import { measureQuoteToSwap, type SwapSideTimings } from '../swaps/measureQuoteToSwap.js'

// `pnpm --filter @portico/bench swaps [--rounds N]`: the quote → swap scenario alone (docs/benchmarks.md), Portico's
// swaps feature beside the same swap by hand with viem, in one run; prints a Markdown table with the ratios.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string', default: '10' } },
})
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100)
  throw new Error(`bad round count: ${values.rounds}`)

const loadBefore = loadavg()[0] ?? 0
const started = performance.now()
const timings = await measureQuoteToSwap(rounds)
const loadAfter = loadavg()[0] ?? 0

const cell = (summary: Summary | null) =>
  summary ? `${Math.round(summary.median)} (${Math.round(summary.min)}–${Math.round(summary.max)})` : '—'
const ratio = (a: Summary | null, b: Summary | null) =>
  a && b && b.median > 0 ? `${(a.median / b.median).toFixed(2)}×` : '—'
const row = (name: string, key: keyof SwapSideTimings) =>
  `| ${name} | ${cell(timings.portico[key])} | ${cell(timings.direct[key])} | ${ratio(timings.portico[key], timings.direct[key])} |`
console.log(
  [
    `Quote → swap, ${timings.amountEth} ETH → USDC on the devnet's pools, ${timings.rounds} rounds each after one discarded (median (min–max), ms):`,
    '',
    '| | Portico (`@portico/swaps`, cloud quotes) | by hand (viem on the router) | Portico ÷ by hand |',
    '|---|---:|---:|---:|',
    row('amount typed → quote and fee ready', 'quoteMs'),
    row('swap pressed → mined', 'swapMs'),
    row('quote → swap, both', 'quoteToSwapMs'),
    '',
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all${timings.error ? `; FAILED — ${timings.error}` : ''}`,
  ].join('\n'),
)
if (timings.error) process.exitCode = 1
