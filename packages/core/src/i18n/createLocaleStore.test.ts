import { expect, it } from 'vitest'
import { switchLocale } from '../controllers/locale/switchLocale.js'
import { createPorticoState } from '../state/createPorticoState.js'
import { createLocaleStore } from './createLocaleStore.js'
import { LOCALES, type Locale } from './locales.js'

const load = (locale: Locale) => LOCALES[locale]()

function context() {
  const state = createPorticoState({
    namespaces: [],
    networks: [],
    activeNamespace: undefined,
    preferredNetworkIds: [],
    features: {} as never,
    themeMode: 'dark',
    themeVariables: {},
    recentWallets: [],
  })
  return { state, locales: createLocaleStore() }
}

it("translates in English until a locale's catalogue has loaded, then in that locale", async () => {
  const { state, locales } = context()
  expect(locales.translator('de')('button.connect')).toBe('Connect Wallet')
  await switchLocale({ state, locales }, 'de', load)
  expect(locales.translator('de')('button.connect')).toBe('Wallet verbinden')
  expect(locales.translator('de')('modal.close')).toBe('Schließen')
  expect(state.locale).toBe('de')
})

it('keeps the translator of a loaded locale (the same t on every render)', async () => {
  const { state, locales } = context()
  await switchLocale({ state, locales }, 'de', load)
  const first = locales.translator('de')
  await switchLocale({ state, locales }, 'de', load)
  expect(locales.translator('de')).toBe(first)
})
