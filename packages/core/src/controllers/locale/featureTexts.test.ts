import { expect, it } from 'vitest'
import { createFakeAdapter } from '../../conformance/createFakeAdapter.js'
import { fakeMainnet } from '../../conformance/fakeNetworks.js'
import type { Catalogue } from '../../i18n/Catalogue.js'
import type { Locale } from '../../i18n/locales.js'
import { createPortico } from '../../instance/createPortico.js'
import type { PorticoFeature } from '../../types/feature.js'

declare module '@portico/core' {
  interface PorticoMessages {
    'greeter.hello': true
    'greeter.only': true
  }
}

// A feature package's catalogues, each counted as it loads (a package's loaders are `import()`s of its chunks).
function greeter() {
  const loaded: Locale[] = []
  const catalogue = (locale: Locale, texts: Catalogue) => async () => {
    loaded.push(locale)
    return texts
  }
  const feature: PorticoFeature = {
    id: 'greeter',
    messages: async () => ({
      default: {
        en: catalogue('en', { 'greeter.hello': 'Hello {name}', 'greeter.only': 'Only in English' }),
        de: catalogue('de', { 'greeter.hello': 'Hallo {name}' }),
      },
    }),
  }
  return { feature, loaded }
}

const options = { projectId: 'p1', networks: [fakeMainnet] as const, adapters: [createFakeAdapter()] }

it("loads a feature's English only when the instance's texts are asked for, then translates its keys", async () => {
  const { feature, loaded } = greeter()
  const portico = createPortico({ ...options, plugins: [feature] })
  expect(loaded).toEqual([])
  await portico.loadTexts()
  expect(loaded).toEqual(['en'])
  expect(portico.getTranslator()('greeter.hello', { name: 'Ada' })).toBe('Hello Ada')
  expect(portico.getTranslator()('connect.title')).toBe('Connect Wallet')
})

it("merges a feature's catalogue of the locale chosen, its English filling the keys that locale lacks", async () => {
  const { feature, loaded } = greeter()
  const portico = createPortico({ ...options, plugins: [feature] })
  await portico.setLocale('de')
  expect(loaded.sort()).toEqual(['de', 'en'])
  const t = portico.getTranslator()
  expect(t('greeter.hello', { name: 'Ada' })).toBe('Hallo Ada')
  expect(t('greeter.only')).toBe('Only in English')
  expect(t('connect.title')).toBe('Wallet verbinden')
})

it("keeps one instance's feature texts from another instance without that feature", async () => {
  const { feature } = greeter()
  const withGreeter = createPortico({ ...options, plugins: [feature] })
  const without = createPortico(options)
  await Promise.all([withGreeter.loadTexts(), without.loadTexts()])
  expect(withGreeter.getTranslator()('greeter.only')).toBe('Only in English')
  expect(without.getTranslator()('greeter.only')).toBe('greeter.only')
})
