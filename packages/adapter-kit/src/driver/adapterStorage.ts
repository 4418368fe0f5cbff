import { createMemoryBackend, type StorageBackend } from '@portico/core'

/** What an adapter keeps beyond the page (text by key), through the kit: reads and writes never throw. */
export interface AdapterStorage {
  get(key: string): string | undefined
  /** Stores the text; undefined removes the key. */
  set(key: string, value: string | undefined): void
}

function pageLocalStorage(): StorageBackend | undefined {
  try {
    const localStorage = (globalThis as { localStorage?: StorageBackend }).localStorage
    return localStorage && typeof localStorage.getItem === 'function' ? localStorage : undefined
  } catch {
    // Access to localStorage throws where the browser blocks site storage.
    return undefined
  }
}

/**
 * An adapter's storage over the backend its context gives (the app's `storage` option), else the page's
 * localStorage, else memory that lasts as long as the adapter; chosen at each use, so nothing is touched
 * before the adapter needs it (a server, or a test that stubs localStorage).
 */
export function adapterStorage(backend: () => StorageBackend | undefined): AdapterStorage {
  let memory: StorageBackend | undefined
  const resolve = () => {
    const found = backend() ?? pageLocalStorage()
    if (found) return found
    memory ??= createMemoryBackend()
    return memory
  }
  return {
    get(key) {
      try {
        return resolve().getItem(key) ?? undefined
      } catch {
        return undefined
      }
    },
    set(key, value) {
      try {
        if (value === undefined) resolve().removeItem(key)
        else resolve().setItem(key, value)
      } catch {
        // A full or blocked storage keeps nothing: the adapter asks again next time.
      }
    },
  }
}
