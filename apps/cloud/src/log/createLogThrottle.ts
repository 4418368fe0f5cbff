/** Distinct keys remembered per window; past it, every new key shares one line. */
const MAX_KEYS = 10_000
/** The key the keys past MAX_KEYS share. */
const OTHERS = '\u0000others'

export type LogThrottleParameters = {
  /** A key writes at most one line per this many milliseconds. */
  windowMs: number
  now?: () => number
}

/**
 * Writes at most one log line per key (a client address) and window, so a flood of one event writes a line a minute
 * and not one per event. `write` gets how many events of that key were not written since its last line (kept while
 * the key comes back within a window after its own).
 */
export type LogThrottle = {
  write(key: string, write: (notLogged: number) => void): void
}

/** Memory stays bounded: keys of past windows are dropped once a window, and at most MAX_KEYS are kept. */
export function createLogThrottle({ windowMs, now = Date.now }: LogThrottleParameters): LogThrottle {
  const lines = new Map<string, { at: number; notLogged: number }>()
  let lastSweep = now()
  return {
    write(key, write) {
      const at = now()
      if (at - lastSweep >= windowMs) {
        // A key quiet for a whole window after its last one is forgotten, with the events it did not write.
        for (const [kept, line] of lines) if (at - line.at >= 2 * windowMs) lines.delete(kept)
        lastSweep = at
      }
      const slot = lines.has(key) || lines.size < MAX_KEYS ? key : OTHERS
      const line = lines.get(slot)
      if (line && at - line.at < windowMs) {
        line.notLogged += 1
        return
      }
      lines.set(slot, { at, notLogged: 0 })
      write(line?.notLogged ?? 0)
    },
  }
}
