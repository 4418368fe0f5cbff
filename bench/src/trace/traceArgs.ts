/** The trace command's arguments: `[app] [top] [runs] [--after ms] [--minified] [--heap]`. */
export type TraceArgs = {
  appId: string
  top: number
  runs: number
  afterMs: number
  minified: boolean
  heap: boolean
}

/** Reads the trace command's arguments; a bad count or window is an error naming it. */
export function traceArgs(argv: readonly string[]): TraceArgs {
  const positional: string[] = []
  let afterMs = 0
  let minified = false
  let heap = false
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--after') {
      const value = argv[++index]
      afterMs = Number(value)
      if (!Number.isInteger(afterMs) || afterMs < 1 || afterMs > 30_000)
        throw new Error(`bad --after window (ms, 1 to 30000): ${value}`)
    } else if (arg === '--minified') minified = true
    else if (arg === '--heap') heap = true
    else positional.push(arg)
  }
  const [appId = 'portico', topArg = '25', runsArg = '1'] = positional
  const runs = Number(runsArg)
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) throw new Error(`bad run count: ${runsArg}`)
  const top = Number(topArg)
  if (!Number.isInteger(top) || top < 1) throw new Error(`bad top count: ${topArg}`)
  return { appId, top, runs, afterMs, minified, heap }
}
