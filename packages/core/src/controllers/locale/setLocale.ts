import type { LocaleStore } from '../../i18n/createLocaleStore.js'
import { LOCALES } from '../../i18n/locales.js'
import type { PorticoState } from '../../types/state.js'

export interface LocaleContext {
  state: PorticoState
  locales: LocaleStore
}

/**
 * Switches the widget's language: loads the locale's catalogue (its own chunk), then sets
 * `state.locale`, so the UI re-renders in it at once. A locale Portico does not ship, or a
 * catalogue that fails to load, leaves English with a console warning, never an error; when
 * calls overlap, the last one wins. Resolves once the locale shows. The work is in
 * `switchLocale`, loaded on the first call.
 */
export async function setLocale(context: LocaleContext, requested: string): Promise<void> {
  const code = await import('./switchLocale.js').catch((error: unknown) => {
    console.warn('Portico: the locale code did not load; showing English.', error)
    return undefined
  })
  // The catalogues' import() stay here, in the page's code: one chunk per locale.
  await code?.switchLocale(context, requested, (locale) => LOCALES[locale]())
}
