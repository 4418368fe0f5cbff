import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { swapQuoteSection } from '../report/swapQuoteSection.js'
import type { Summary } from '../stats/summarize.js'
import { measureQuoteToSwap, type SwapSideTimings } from '../swaps/measureQuoteToSwap.js'
import { measureSwapQuote } from '../swaps/measureSwapQuote.js'

// `pnpm --filter @portico/bench swaps [--rounds N] [--browser-rounds N] [--throttle-rounds N]`: the swap scenarios
// alone (docs/benchmarks.md): quote → swap, Portico's swaps feature beside the same swap by hand with viem, in Node;
// then Account → Swap → the first quote in Chromium at CPU 1x and 4x after a discarded run. Prints both as Markdown.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rounds: { type: 'string', default: '10' },
    'browser-rounds': { type: 'string', default: '5' },
    'throttle-rounds': { type: 'string', default: '3' },
  },
})
const count = (value: string | undefined, min: number) => {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < min || parsed > 100) throw new Error(`bad round count: ${value}`)
  return parsed
}
const rounds = count(values.rounds, 1)

const loadBefore = loadavg()[0] ?? 0
const started = performance.now()
const timings = await measureQuoteToSwap(rounds)
const browser = await measureSwapQuote(
  { 1: count(values['browser-rounds'], 0), 4: count(values['throttle-rounds'], 0) },
  (line) => console.error(line),
  { warmup: true },
)
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
    ...swapQuoteSection(browser),
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all${timings.error ? `; FAILED — ${timings.error}` : ''}`,
  ].join('\n'),
)
if (timings.error || browser.error) process.exitCode = 1
