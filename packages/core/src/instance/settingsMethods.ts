import { subscribe } from 'valtio/vanilla'
import { closeAlert } from '../controllers/alerts/closeAlert.js'
import { dismissToast } from '../controllers/alerts/dismissToast.js'
import { showAlert } from '../controllers/alerts/showAlert.js'
import { showToast } from '../controllers/alerts/showToast.js'
import { setLocale } from '../controllers/locale/setLocale.js'
import { setThemeMode } from '../controllers/theme/setThemeMode.js'
import { setThemeVariables } from '../controllers/theme/setThemeVariables.js'
import { loadEnglish } from '../i18n/english.js'
import type { Portico } from '../types/portico.js'
import type { InstanceParts } from './InstanceParts.js'

type SettingsMethods = Pick<
  Portico,
  | 'showAlert'
  | 'closeAlert'
  | 'showToast'
  | 'dismissToast'
  | 'setThemeMode'
  | 'setThemeVariables'
  | 'setLocale'
  | 'getTranslator'
  | 'loadTexts'
  | 'subscribeEvents'
  | 'subscribe'
  | 'emit'
  | 'isMobile'
>

/** The instance's alerts, theme, locale and texts, and its subscriptions (state and events). */
export function settingsMethods({ context, events, unsubscribers }: InstanceParts): SettingsMethods {
  const { state } = context
  return {
    showAlert: (parameters) => showAlert(context, parameters),
    closeAlert: () => closeAlert(context),
    showToast: (parameters) => showToast(context, parameters),
    dismissToast: (id) => dismissToast(context, id),
    setThemeMode: (mode) => setThemeMode(context, mode),
    setThemeVariables: (variables) => setThemeVariables(context, variables),
    setLocale: (locale) => setLocale(context, locale),
    getTranslator: (locale = state.locale) => context.locales.translator(locale),
    loadTexts: () =>
      Promise.all([loadEnglish(), context.locales.loadFeatureTexts('en')]).then(() => {
        state.textsVersion += 1
      }),
    subscribeEvents: (listener) => events.on('event', listener),
    subscribe(listener) {
      const unsubscribe = subscribe(state, () => listener())
      unsubscribers.add(unsubscribe)
      return () => {
        unsubscribers.delete(unsubscribe)
        unsubscribe()
      }
    },
    emit: (event) => context.emit(event),
    isMobile: () => context.environment.isMobile(),
  }
}
