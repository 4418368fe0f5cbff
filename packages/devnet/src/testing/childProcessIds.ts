import { readdirSync, readFileSync } from 'node:fs'

/** PIDs of the live (non-zombie) children of this process, read from /proc (Linux). */
export function childProcessIds(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8')
        return status.includes(`\nPPid:\t${process.pid}\n`) && !/\nState:\tZ/.test(status)
      } catch {
        return false
      }
    })
    .map(Number)
}
