/** A value loaded once on demand, readable synchronously after it arrived. */
export interface LoadOnce<Value> {
  /** Starts the load unless it is under way or done; a failed load is tried again next time. */
  load(): Promise<Value>
  /** The loaded value, or undefined until it arrived. */
  current(): Value | undefined
  /** Hears once when the value arrives; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** Wraps a loader (typically a dynamic `import()`) so every caller shares one load. */
export function createLoadOnce<Value>(loader: () => Promise<Value>): LoadOnce<Value> {
  let value: Value | undefined
  let pending: Promise<Value> | undefined
  const listeners = new Set<() => void>()
  return {
    load() {
      pending ??= loader().then(
        (loaded) => {
          value = loaded
          for (const listener of listeners) listener()
          return loaded
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
