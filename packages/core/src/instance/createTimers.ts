/** Timeouts owned by one instance, so destroy() can clear them all. */
export interface Timers {
  set(run: () => void, ms: number): void
  clearAll(): void
}

/** Creates the instance's timer set (uses the global timers, so fake timers work in tests). */
export function createTimers(): Timers {
  const pending = new Set<ReturnType<typeof setTimeout>>()
  return {
    set(run, ms) {
      const handle = setTimeout(() => {
        pending.delete(handle)
        run()
      }, ms)
      pending.add(handle)
    },
    clearAll() {
      for (const handle of pending) clearTimeout(handle)
      pending.clear()
    },
  }
}
