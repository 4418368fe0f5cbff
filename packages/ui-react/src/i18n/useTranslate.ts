import type { Translate } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import { usePorticoSnapshot } from '../state/usePorticoSnapshot.js'

/**
 * `t(key, values?)` in the instance's current locale (`portico.setLocale`), English key by key
 * where the locale has no text. The component re-renders when the locale changes. A new view adds
 * its keys to core's `i18n/catalogues/en.ts` and calls `t`.
 * @example const t = useTranslate(); <h2>{t('connect.title')}</h2>
 */
export function useTranslate(): Translate {
  const portico = usePorticoInstance()
  const { locale } = usePorticoSnapshot()
  return portico.getTranslator(locale)
}
