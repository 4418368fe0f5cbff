import type { Translate } from './Catalogue.js'
import { createTranslator } from './createTranslator.js'
import type { Locale } from './locales.js'

/** One instance's translators, one per loaded locale (English always; see english.ts). */
export interface LocaleStore {
  readonly translators: Map<Locale, Translate>
  /** The translator of a loaded locale; English until that locale's catalogue has arrived. */
  translator(locale: Locale): Translate
  /** The locale asked for last (a slower, older request must not win). */
  requested: Locale
}

export function createLocaleStore(): LocaleStore {
  const english = createTranslator('en', {})
  const translators = new Map<Locale, Translate>([['en', english]])
  return {
    translators,
    requested: 'en',
    translator: (locale) => translators.get(locale) ?? english,
  }
}
