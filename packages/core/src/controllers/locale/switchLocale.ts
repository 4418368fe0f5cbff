import type { Catalogue } from '../../i18n/Catalogue.js'
import { loadEnglish } from '../../i18n/english.js'
import type { Locale } from '../../i18n/locales.js'
import { SUPPORTED_LOCALES } from '../../i18n/locales.js'
import { matchLocale } from '../../i18n/matchLocale.js'
import type { LocaleContext } from './setLocale.js'

/**
 * setLocale's work, a chunk of its own, so the page's initial JS carries only the loaders: match
 * the tag, load the catalogue (`load`, the `import()` of its chunk), the feature packages' catalogues of the locale
 * and English (the fallback of its missing keys), then show the locale.
 */
export async function switchLocale(
  context: LocaleContext,
  requested: string,
  load: (locale: Locale) => Promise<Catalogue>,
): Promise<void> {
  const locale = typeof requested === 'string' ? matchLocale(requested) : undefined
  if (!locale) {
    console.warn(
      `Portico: no catalogue for the locale ${String(requested)}; showing English. Available: ${SUPPORTED_LOCALES.join(', ')}.`,
    )
  }
  const target = locale ?? 'en'
  context.locales.requested = target
  try {
    const [catalogue, featureTexts] = await Promise.all([
      load(target),
      context.locales.loadFeatureTexts(target),
      loadEnglish(),
    ])
    if (!context.locales.translators.has(target))
      context.locales.translators.set(
        target,
        context.locales.createTranslator(target, catalogue, featureTexts),
      )
  } catch (error) {
    console.warn(`Portico: the ${target} catalogue did not load; showing English.`, error)
    if (context.locales.requested === target) context.state.locale = 'en'
    return
  }
  if (context.locales.requested !== target) return
  context.state.locale = target
  context.state.textsVersion += 1
}
