import type { StorageBackend } from './StorageBackend.js'

/** A storage backend in memory: used on the server and where the browser refuses localStorage. */
export function createMemoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value)
    },
    removeItem: (key) => {
      values.delete(key)
    },
  }
}
