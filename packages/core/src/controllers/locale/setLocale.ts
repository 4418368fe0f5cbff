import type { LocaleStore } from '../../i18n/createLocaleStore.js'
import { SUPPORTED_LOCALES } from '../../i18n/locales.js'
import { matchLocale } from '../../i18n/matchLocale.js'
import type { PorticoState } from '../../types/state.js'

export interface LocaleContext {
  state: PorticoState
  locales: LocaleStore
}

/**
 * Switches the widget's language: loads the locale's catalogue (its own chunk), then sets
 * `state.locale`, so the UI re-renders in it at once. A locale Portico does not ship, or a
 * catalogue that fails to load, leaves English with a console warning, never an error; when
 * calls overlap, the last one wins. Resolves once the locale shows.
 */
export async function setLocale(context: LocaleContext, requested: string): Promise<void> {
  const locale = typeof requested === 'string' ? matchLocale(requested) : undefined
  if (!locale) {
    console.warn(
      `Portico: no catalogue for the locale ${String(requested)}; showing English. Available: ${SUPPORTED_LOCALES.join(', ')}.`,
    )
  }
  const target = locale ?? 'en'
  context.locales.requested = target
  try {
    await context.locales.load(target)
  } catch (error) {
    console.warn(`Portico: the ${target} catalogue did not load; showing English.`, error)
    if (context.locales.requested === target) context.state.locale = 'en'
    return
  }
  if (context.locales.requested === target) context.state.locale = target
}
