import type { FeatureMessages } from '../types/feature.js'
import type { Catalogue, Message, Translate } from './Catalogue.js'
import { createTranslator } from './createTranslator.js'
import type { Locale } from './locales.js'

/** One instance's translators, one per loaded locale (English always; see english.ts), and its features' texts. */
export interface LocaleStore {
  readonly translators: Map<Locale, Translate>
  /** The translator of a loaded locale; English until that locale's catalogue has arrived. */
  translator(locale: Locale): Translate
  /** The locale asked for last (a slower, older request must not win). */
  requested: Locale
  /**
   * Loads the instance's features' catalogues of a locale (their English too, the fallback of every locale), each
   * once, and resolves with that locale's texts of every feature merged; a failed load may be retried.
   */
  loadFeatureTexts(locale: Locale): Promise<Catalogue>
  /** A locale's translator: core's catalogue and the features' one, then English (core's, then the features'). */
  createTranslator(locale: Locale, catalogue: Catalogue, featureTexts: Catalogue): Translate
}

/**
 * The locale store of one instance. `features` load the tables of its feature packages' texts (PorticoFeature.messages):
 * nothing of them loads before the instance needs a locale (the modal's code, or setLocale).
 */
export function createLocaleStore(
  features: readonly (() => Promise<{ default: FeatureMessages }>)[] = [],
): LocaleStore {
  // The features' English: filled once loaded, read by every translator of the instance as the last fallback.
  const featureEnglish: Record<string, Message> = {}
  const english = createTranslator('en', {}, featureEnglish)
  const translators = new Map<Locale, Translate>([['en', english]])
  const loads = new Map<Locale, Promise<Catalogue>>()
  const load = (locale: Locale): Promise<Catalogue> => {
    let pending = loads.get(locale)
    if (pending) return pending
    pending = Promise.all(features.map(async (table) => (await table()).default[locale]?.() ?? {})).then(
      (parts): Catalogue => Object.assign({}, ...parts),
      (error: unknown) => {
        loads.delete(locale)
        throw error
      },
    )
    loads.set(locale, pending)
    return pending
  }
  return {
    translators,
    requested: 'en',
    translator: (locale) => translators.get(locale) ?? english,
    async loadFeatureTexts(locale) {
      const [own] = await Promise.all([
        load(locale),
        load('en').then((texts) => Object.assign(featureEnglish, texts)),
      ])
      return own
    },
    createTranslator: (locale, catalogue, featureTexts) =>
      createTranslator(locale, { ...featureTexts, ...catalogue }, featureEnglish),
  }
}
