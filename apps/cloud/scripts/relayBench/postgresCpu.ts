import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks a second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const TICKS_PER_SECOND = 100

/**
 * CPU seconds used so far by the machine's PostgreSQL processes (every `postgres` in /proc: the bench's server and
 * any other on the machine), or undefined without /proc. Two readings around a window give PostgreSQL's share of it.
 */
export function postgresCpuSeconds(): number | undefined {
  let ticks = 0
  try {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue
      let stat: string
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      } catch {
        continue
      }
      const close = stat.lastIndexOf(')')
      if (!stat.slice(stat.indexOf('(') + 1, close).startsWith('postgres')) continue
      const fields = stat.slice(close + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    }
  } catch {
    return undefined
  }
  return ticks / TICKS_PER_SECOND
}
