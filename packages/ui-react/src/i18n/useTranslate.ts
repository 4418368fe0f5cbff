import type { Translate } from '@portico/core'
import { usePorticoInstance } from '../context/usePorticoInstance.js'
import type { PorticoSnapshot } from '../state/PorticoSnapshot.js'
import { usePorticoSelector } from '../state/usePorticoSelector.js'

const textsOf = (state: PorticoSnapshot) => ({ locale: state.locale, version: state.textsVersion })

/**
 * `t(key, values?)` in the instance's current locale (`portico.setLocale`), English key by key
 * where the locale has no text. The component re-renders when the texts change (another locale, texts that
 * arrived), not on other changes of the state. A new view adds its keys to core's `i18n/catalogues/en.ts` and calls `t`.
 * @example const t = useTranslate(); <h2>{t('connect.title')}</h2>
 */
export function useTranslate(): Translate {
  const portico = usePorticoInstance()
  const { locale } = usePorticoSelector(textsOf)
  return portico.getTranslator(locale)
}
