import { StorageBlockedError } from '../custody/StorageBlockedError.js'
import type { FrameStore } from './FrameStore.js'

/**
 * The frame's store over the storage `open` returns (`() => localStorage`), read anew on every call: a browser that
 * blocks a cross-site frame's storage throws a SecurityError as soon as `localStorage` is read, so neither the
 * frame's start nor any handler touches it directly. Every refusal becomes a StorageBlockedError, which the frame
 * answers with its code.
 */
export function openFrameStore(open: () => FrameStore): FrameStore {
  const guard = <Result>(use: (storage: FrameStore) => Result): Result => {
    try {
      return use(open())
    } catch {
      throw new StorageBlockedError()
    }
  }
  return {
    getItem: (name) => guard((storage) => storage.getItem(name)),
    setItem: (name, value) => guard((storage) => storage.setItem(name, value)),
    removeItem: (name) => guard((storage) => storage.removeItem(name)),
  }
}
