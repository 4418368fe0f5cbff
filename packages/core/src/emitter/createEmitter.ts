export type Listener<payload> = (payload: payload) => void

export interface Emitter<events extends Record<string, unknown>> {
  /** Adds a listener; returns the function that removes it. */
  on<name extends keyof events>(name: name, listener: Listener<events[name]>): () => void
  off<name extends keyof events>(name: name, listener: Listener<events[name]>): void
  emit<name extends keyof events>(name: name, payload: events[name]): void
  /** Removes every listener. */
  clear(): void
}

/**
 * A small typed pub/sub. Each call makes its own listener table (no module state). Listeners
 * added or removed during an emit take effect from the next emit.
 * @example
 * const emitter = createEmitter<{ chainChanged: { chainId: number } }>()
 * const off = emitter.on('chainChanged', ({ chainId }) => console.log(chainId))
 */
export function createEmitter<events extends Record<string, unknown>>(): Emitter<events> {
  const listeners = new Map<keyof events, Set<Listener<never>>>()

  function off<name extends keyof events>(name: name, listener: Listener<events[name]>): void {
    listeners.get(name)?.delete(listener as Listener<never>)
  }

  return {
    on(name, listener) {
      let set = listeners.get(name)
      if (!set) {
        set = new Set()
        listeners.set(name, set)
      }
      set.add(listener as Listener<never>)
      return () => off(name, listener)
    },
    off,
    emit(name, payload) {
      const set = listeners.get(name)
      if (!set) return
      for (const listener of [...set]) (listener as Listener<events[typeof name]>)(payload)
    },
    clear() {
      listeners.clear()
    },
  }
}
