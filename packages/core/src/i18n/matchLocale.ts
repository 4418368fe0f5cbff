import { type Locale, SUPPORTED_LOCALES } from './locales.js'

function languageAndScript(tag: string): string {
  const locale = new Intl.Locale(tag).maximize()
  return `${locale.language}-${locale.script}`
}

/**
 * The shipped locale for a BCP 47 tag: the same tag (any case), else the same language and
 * script ('de-AT' → 'de', 'pt' → 'pt-BR', 'zh-Hans' → 'zh-CN'; 'zh-TW' is Traditional, so none).
 * Undefined for a locale Portico does not ship or a malformed tag.
 */
export function matchLocale(tag: string): Locale | undefined {
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  let wanted: string
  try {
    wanted = languageAndScript(tag)
  } catch {
    return undefined
  }
  return SUPPORTED_LOCALES.find((locale) => languageAndScript(locale) === wanted)
}
