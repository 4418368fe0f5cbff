import { STORAGE_KEYS, type StorageKey, type StorageValues } from '../constants/storageKeys.js'
import { StorageError } from '../errors/StorageError.js'
import { createMemoryBackend } from './createMemoryBackend.js'
import type { StorageBackend } from './StorageBackend.js'

export interface PorticoStorage {
  /** The stored value, or undefined when absent, unreadable or corrupt (a corrupt value is removed). */
  get<key extends StorageKey>(key: key): StorageValues[key] | undefined
  /** Stores the value as JSON; undefined removes it. Failures are logged, never thrown. */
  set<key extends StorageKey>(key: key, value: StorageValues[key] | undefined): void
  remove(key: StorageKey): void
}

export type StorageLogger = Pick<Console, 'warn'>

function browserLocalStorage(): StorageBackend | undefined {
  try {
    const localStorage = (globalThis as { localStorage?: StorageBackend }).localStorage
    return localStorage && typeof localStorage.getItem === 'function' ? localStorage : undefined
  } catch {
    // Sandboxed frames and some privacy modes throw on the mere access.
    return undefined
  }
}

/**
 * The instance's persistence over the keys of docs/behaviour.md#state, all under `@portico/`. SSR-safe: nothing is
 * touched at import or creation; the backend is chosen on first use (the given one, else
 * localStorage when the page has it, else memory). A corrupt value is dropped and failures are
 * only logged (docs/behaviour.md#errors).
 */
export function createStorage(backend?: StorageBackend, logger: StorageLogger = console): PorticoStorage {
  let resolved: StorageBackend | undefined = backend

  function resolve(): StorageBackend {
    resolved ??= browserLocalStorage() ?? createMemoryBackend()
    return resolved
  }

  function log(error: StorageError): void {
    logger.warn(error)
  }

  function remove(key: StorageKey): void {
    try {
      resolve().removeItem(STORAGE_KEYS[key])
    } catch (cause) {
      log(new StorageError('STORAGE_WRITE_FAILED', { key: STORAGE_KEYS[key], cause }))
    }
  }

  return {
    get(key) {
      const storageKey = STORAGE_KEYS[key]
      let raw: string | null
      try {
        raw = resolve().getItem(storageKey)
      } catch (cause) {
        log(new StorageError('STORAGE_READ_FAILED', { key: storageKey, cause }))
        return undefined
      }
      if (raw === null) return undefined
      try {
        return (JSON.parse(raw) as StorageValues[typeof key] | null) ?? undefined
      } catch (cause) {
        log(new StorageError('STORAGE_CORRUPT_VALUE', { key: storageKey, cause }))
        remove(key)
        return undefined
      }
    },
    set(key, value) {
      if (value === undefined) {
        remove(key)
        return
      }
      try {
        resolve().setItem(STORAGE_KEYS[key], JSON.stringify(value))
      } catch (cause) {
        log(new StorageError('STORAGE_WRITE_FAILED', { key: STORAGE_KEYS[key], cause }))
      }
    },
    remove,
  }
}
