import { adapterStorage } from '@portico/adapter-kit'
import { afterEach, expect, it, vi } from 'vitest'
import {
  AUTHORIZED_EXTENSIONS_KEY,
  authorizedExtensions as storedExtensions,
} from './authorizedExtensions.js'

/** An adapter's memory without a storage option of the app's: the page's localStorage. */
const authorizedExtensions = storedExtensions(adapterStorage(() => undefined))

afterEach(() => {
  vi.unstubAllGlobals()
})

function stubLocalStorage() {
  const items = new Map<string, string>()
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  })
  return items
}

it("keeps the extensions that allowed the site in the page's localStorage, until one is disconnected", () => {
  const items = stubLocalStorage()
  authorizedExtensions.add('polkadot:talisman')
  authorizedExtensions.add('polkadot:polkadot-js')
  expect(items.get(AUTHORIZED_EXTENSIONS_KEY)).toBe('["polkadot:talisman","polkadot:polkadot-js"]')
  authorizedExtensions.delete('polkadot:talisman')
  expect(authorizedExtensions.has('polkadot:talisman')).toBe(false)
  expect(authorizedExtensions.has('polkadot:polkadot-js')).toBe(true)
})

it('treats an unreadable stored value as no authorisation', () => {
  const items = stubLocalStorage()
  items.set(AUTHORIZED_EXTENSIONS_KEY, '{not json')
  expect(authorizedExtensions.has('polkadot:talisman')).toBe(false)
})
