import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorageError } from '../errors/StorageError.js'
import { createMemoryBackend } from './createMemoryBackend.js'
import { createStorage } from './createStorage.js'

const silent = { warn: vi.fn() }

afterEach(() => {
  vi.unstubAllGlobals()
  silent.warn.mockReset()
})

describe('createStorage', () => {
  it('stores typed values as JSON under @portico/ keys', () => {
    const backend = createMemoryBackend()
    const storage = createStorage(backend, silent)
    storage.set('connectionStatus', 'connected')
    storage.set('activeConnectorIds', { eip155: 'io.metamask' })
    expect(backend.getItem('@portico/connection_status')).toBe('"connected"')
    expect(storage.get('connectionStatus')).toBe('connected')
    expect(storage.get('activeConnectorIds')).toEqual({ eip155: 'io.metamask' })
  })

  it('returns undefined for an absent key and removes a key', () => {
    const storage = createStorage(createMemoryBackend(), silent)
    expect(storage.get('email')).toBeUndefined()
    storage.set('email', 'a@b.co')
    storage.remove('email')
    expect(storage.get('email')).toBeUndefined()
    storage.set('email', 'a@b.co')
    storage.set('email', undefined)
    expect(storage.get('email')).toBeUndefined()
  })

  it('drops a corrupt value and logs it', () => {
    const backend = createMemoryBackend()
    backend.setItem('@portico/recent_wallets', '{not json')
    const storage = createStorage(backend, silent)
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(backend.getItem('@portico/recent_wallets')).toBeNull()
    expect(silent.warn).toHaveBeenCalledOnce()
    const logged = silent.warn.mock.calls[0]?.[0]
    expect(logged).toBeInstanceOf(StorageError)
    expect(logged.shortMessage).toBe('Dropped the corrupt stored value of @portico/recent_wallets')
  })

  it('only logs when the backend fails', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const storage = createStorage(failing, silent)
    expect(() => storage.set('email', 'a@b.co')).not.toThrow()
    expect(storage.get('email')).toBeUndefined()
    expect(() => storage.remove('email')).not.toThrow()
    expect(silent.warn.mock.calls.map(([error]) => error.shortMessage)).toEqual([
      'Failed to write @portico/email to storage',
      'Failed to read @portico/email from storage',
      'Failed to write @portico/email to storage',
    ])
  })

  it('touches no global at creation and falls back to memory without localStorage', () => {
    const storage = createStorage(undefined, silent)
    storage.set('activeNamespace', 'solana')
    expect(storage.get('activeNamespace')).toBe('solana')
  })

  it('uses localStorage when the page has one, resolved on first use', () => {
    const storage = createStorage(undefined, silent)
    const localStorage = createMemoryBackend()
    vi.stubGlobal('localStorage', localStorage)
    storage.set('activeNetworkId', 'eip155:1')
    expect(localStorage.getItem('@portico/active_caip_network_id')).toBe('"eip155:1"')
  })

  it('falls back to memory when reaching localStorage throws', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError')
      },
    })
    try {
      const storage = createStorage(undefined, silent)
      storage.set('email', 'a@b.co')
      expect(storage.get('email')).toBe('a@b.co')
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage')
    }
  })
})
