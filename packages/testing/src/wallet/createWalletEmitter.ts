import type { TestWalletEvent, TestWalletListener } from './TestWalletTypes.js'

/** A tiny event emitter with no Node import, so the wallet also runs in a browser page. */
export function createWalletEmitter() {
  const listeners = new Map<TestWalletEvent, Set<TestWalletListener>>()
  return {
    on(event: TestWalletEvent, listener: TestWalletListener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    off(event: TestWalletEvent, listener: TestWalletListener) {
      listeners.get(event)?.delete(listener)
    },
    emit(event: TestWalletEvent, payload: unknown) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
  }
}
