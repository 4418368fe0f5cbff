import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { measureBuy } from '../onramp/measureBuy.js'
import { buySection } from '../report/buySection.js'

// `pnpm --filter @portico/bench buy [--rounds N] [--throttle-rounds N]`: the Buy scenario alone (docs/benchmarks.md),
// Account → Buy → quotes at CPU 1x and 4x after a discarded run; prints the section `pnpm bench` prints, with the load average.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string', default: '5' }, 'throttle-rounds': { type: 'string', default: '3' } },
})
const count = (value: string | undefined) => {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 50) throw new Error(`bad round count: ${value}`)
  return parsed
}

const loadBefore = loadavg()[0] ?? 0
const started = performance.now()
const timings = await measureBuy(
  { 1: count(values.rounds), 4: count(values['throttle-rounds']) },
  (line) => console.error(line),
  { warmup: true },
)
const loadAfter = loadavg()[0] ?? 0
console.log(
  [
    ...buySection(timings),
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  ].join('\n'),
)
if (timings.error) process.exitCode = 1
