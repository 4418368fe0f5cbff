import { expect, it } from 'vitest'
import { createLocaleStore } from './createLocaleStore.js'

it("translates in English until a locale's catalogue has loaded, then in that locale", async () => {
  const store = createLocaleStore()
  expect(store.translator('de')('modal.close')).toBe('Close')
  await store.load('de')
  expect(store.translator('de')('modal.close')).toBe('Schließen')
})

it('loads each catalogue once (one chunk per locale, fetched on first use)', () => {
  const store = createLocaleStore()
  expect(store.load('de')).toBe(store.load('de'))
})
