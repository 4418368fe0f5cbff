import { createMemoryBackend } from '@portico/core'
import { afterEach, expect, it, vi } from 'vitest'
import { adapterStorage } from './adapterStorage.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

it("keeps text in the context's storage when the app gives one, else in the page's localStorage", () => {
  const page = createMemoryBackend()
  vi.stubGlobal('localStorage', page)
  const app = createMemoryBackend()
  adapterStorage(() => app).set('key', 'app')
  adapterStorage(() => undefined).set('key', 'page')
  expect(app.getItem('key')).toBe('app')
  expect(page.getItem('key')).toBe('page')
  adapterStorage(() => app).set('key', undefined)
  expect(app.getItem('key')).toBeNull()
})

it('keeps text in memory without storage, and a blocked storage neither throws nor keeps anything', () => {
  const storage = adapterStorage(() => undefined)
  storage.set('key', 'kept')
  expect(storage.get('key')).toBe('kept')
  const blocked = {
    getItem: () => {
      throw new Error('SecurityError')
    },
    setItem: () => {
      throw new Error('QuotaExceededError')
    },
    removeItem: () => undefined,
  }
  const guarded = adapterStorage(() => blocked)
  expect(() => guarded.set('key', 'lost')).not.toThrow()
  expect(guarded.get('key')).toBeUndefined()
})
