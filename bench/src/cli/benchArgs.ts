import { parseArgs } from 'node:util'
import { type BenchAppId, benchApps } from '../apps/benchApps.js'

export type BenchArgs = {
  mode: 'full' | 'quick'
  apps: BenchAppId[]
  /** Recorded rounds per CPU throttling rate (1 = none). */
  rounds: Record<number, number>
  warmup: boolean
  install: boolean
  /** Also write the table into docs/benchmarks.md. */
  docs: boolean
  /** WalletConnect visits on a local Portico Cloud relay (Portico and AppKit); `--no-walletconnect` skips them. */
  walletConnect: boolean
}

const usage = `pnpm bench [--quick] [--apps portico,baseline,...] [--rounds N] [--throttle-rounds N] [--no-install] [--no-walletconnect] [--docs]`

/** `pnpm bench` flags. Full: a warm-up round, then 5 rounds at CPU 1x and 3 at 4x; quick: 1 + 1, no warm-up. */
export function benchArgs(argv: string[]): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      apps: { type: 'string' },
      rounds: { type: 'string' },
      'throttle-rounds': { type: 'string' },
      'no-install': { type: 'boolean', default: false },
      'no-walletconnect': { type: 'boolean', default: false },
      docs: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(usage)
    process.exit(0)
  }
  const known = benchApps.map((app) => app.id)
  const apps = (values.apps?.split(',') ?? known).map((id) => id.trim()) as BenchAppId[]
  const unknown = apps.filter((id) => !known.includes(id))
  if (unknown.length > 0) throw new Error(`unknown app ${unknown.join(', ')}; known: ${known.join(', ')}`)
  const count = (value: string | undefined, fallback: number) => {
    const parsed = value === undefined ? fallback : Number(value)
    if (!Number.isInteger(parsed) || parsed < 0 || parsed > 50) throw new Error(`bad round count: ${value}`)
    return parsed
  }
  const quick = values.quick === true
  return {
    mode: quick ? 'quick' : 'full',
    apps,
    rounds: { 1: count(values.rounds, quick ? 1 : 5), 4: count(values['throttle-rounds'], quick ? 1 : 3) },
    warmup: !quick,
    install: !values['no-install'],
    docs: values.docs === true,
    walletConnect: !values['no-walletconnect'],
  }
}
