import type { ChildProcess } from 'node:child_process'

const children = new Set<ChildProcess>()
let exitHookInstalled = false

/**
 * Tracks a spawned chain process so it is killed even when the host process exits without calling
 * `stop()` (a crashed test worker, an uncaught error). The set is process-wide on purpose: the OS
 * process is the unit that can leak.
 */
export function trackChild(child: ChildProcess): () => void {
  children.add(child)
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', () => {
      for (const live of children) live.kill('SIGKILL')
    })
  }
  return () => children.delete(child)
}
