import type { VaultRecords } from './VaultRecords.js'

/** Vault records in memory, for the frame's unit tests (the browser keeps them in IndexedDB: openIdbRecords). */
export function memoryVaultRecords(): VaultRecords & { entries(): [string, unknown][] } {
  const items = new Map<string, unknown>()
  return {
    get: async (name) => items.get(name),
    put: async (name, value) => void items.set(name, value),
    claim: async (name, value) => {
      if (!items.has(name)) items.set(name, value)
      return items.get(name)
    },
    delete: async (name) => void items.delete(name),
    entries: () => [...items.entries()],
  }
}
