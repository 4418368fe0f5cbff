import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { measureSmartAccount } from '../embedded/measureSmartAccount.js'
import { smartAccountSection } from '../report/smartAccountSection.js'
import { buildSecureSite } from '../secure/buildSecureSite.js'
import { smartAccountChunksOf } from '../secure/smartAccountChunks.js'
import { sumSizes } from '../size/compressedSize.js'

// `pnpm --filter @portico/bench smart-account [--rounds N]`: the smart-account scenario alone (docs/benchmarks.md):
// e-mail login → smart account address, first user operation → receipt, on a devnet with its bundler; prints the
// section `pnpm bench` prints, with the load average; then where the secure site's build puts the smart-account code.
const { values } = parseArgs({
  args: process.argv.slice(2),
  options: { rounds: { type: 'string', default: '5' } },
})
const rounds = Number(values.rounds)
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50)
  throw new Error(`bad round count: ${values.rounds}`)

const loadBefore = loadavg()[0] ?? 0
const started = performance.now()
const timings = await measureSmartAccount(rounds)
const loadAfter = loadavg()[0] ?? 0
console.log(
  [
    ...smartAccountSection(timings),
    `load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}; ${((performance.now() - started) / 1000).toFixed(0)} s in all`,
  ].join('\n'),
)

const site = await buildSecureSite()
const where = smartAccountChunksOf(site.chunks, site.frameEntry)
const kib = (files: readonly string[]) => {
  const size = sumSizes(files.map((file) => site.sizes[file] ?? { raw: 0, gzip: 0 }))
  return `${(size.raw / 1024).toFixed(1)} / ${(size.gzip / 1024).toFixed(1)} KiB raw / gzip`
}
console.log(
  [
    '',
    `Secure site build: the frame page's initial JS ${kib(where.initial)}; the EOA's request code ${kib(where.eoaPath.filter((file) => !where.initial.includes(file)))};`,
    `the smart account loads beyond both ${kib(where.smartAccountOnly)} (${where.smartAccountOnly.join(', ')}).`,
    `Smart-account modules in the initial JS: ${where.inInitial.length}; in the EOA path: ${where.inEoaPath.length}.`,
  ].join('\n'),
)
if (timings.error || where.inInitial.length > 0 || where.inEoaPath.length > 0) process.exitCode = 1
