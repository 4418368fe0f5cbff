import { describe, expect, it } from 'vitest'
import { StorageBlockedError } from '../custody/StorageBlockedError.js'
import type { FrameStore } from './FrameStore.js'
import { openFrameStore } from './openFrameStore.js'

/** What Chromium does to a cross-site frame whose third-party storage is blocked: reading `localStorage` throws. */
const blocked = (): FrameStore => {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError')
}

describe('openFrameStore', () => {
  it('is made without touching the storage, so a frame whose storage is blocked still starts', () => {
    expect(() => openFrameStore(blocked)).not.toThrow()
  })

  it('turns every refused read, write and removal into a StorageBlockedError', () => {
    const store = openFrameStore(blocked)
    expect(() => store.getItem('a')).toThrow(StorageBlockedError)
    expect(() => store.setItem('a', '1')).toThrow(StorageBlockedError)
    expect(() => store.removeItem('a')).toThrow(StorageBlockedError)
  })

  it('turns a storage that refuses only some calls (a full quota) into the same error', () => {
    const store = openFrameStore(() => ({
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    }))
    expect(store.getItem('a')).toBeNull()
    expect(() => store.setItem('a', '1')).toThrow(StorageBlockedError)
  })

  it('reads and writes a usable storage (a partitioned one) as it is', () => {
    const items = new Map<string, string>()
    const store = openFrameStore(() => ({
      getItem: (name) => items.get(name) ?? null,
      setItem: (name, value) => void items.set(name, value),
      removeItem: (name) => void items.delete(name),
    }))
    store.setItem('a', '1')
    expect(store.getItem('a')).toBe('1')
    store.removeItem('a')
    expect(store.getItem('a')).toBeNull()
  })
})
