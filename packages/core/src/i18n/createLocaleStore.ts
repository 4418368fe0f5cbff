import type { Catalogue, Translate } from './Catalogue.js'
import { en } from './catalogues/en.js'
import { createTranslator } from './createTranslator.js'
import { LOCALES, type Locale } from './locales.js'

/** One instance's loaded catalogues and their translators (English is always there). */
export interface LocaleStore {
  /** The catalogue of a locale, loaded once (its chunk is fetched on the first call). */
  load(locale: Locale): Promise<Catalogue>
  /** The translator of a loaded locale; English until that locale's catalogue has arrived. */
  translator(locale: Locale): Translate
  /** The locale asked for last (a slower, older request must not win). */
  requested: Locale
}

export function createLocaleStore(): LocaleStore {
  const catalogues = new Map<Locale, Promise<Catalogue>>([['en', Promise.resolve(en)]])
  const translators = new Map<Locale, Translate>([['en', createTranslator('en', en)]])
  return {
    requested: 'en',
    load(locale) {
      let loading = catalogues.get(locale)
      if (!loading) {
        loading = LOCALES[locale].load().then((catalogue) => {
          translators.set(locale, createTranslator(locale, catalogue))
          return catalogue
        })
        // A failed chunk may be fetched again on the next call.
        loading.catch(() => catalogues.delete(locale))
        catalogues.set(locale, loading)
      }
      return loading
    },
    translator: (locale) => translators.get(locale) ?? translators.get('en')!,
  }
}
