import type { ALERTS } from '../errors/alerts.js'
import { CORE_MESSAGES } from '../errors/catalogue.js'
import type { FEATURE_MESSAGES } from '../errors/featureMessages.js'
import type { Message, MessageKey } from './Catalogue.js'
import type { en } from './catalogues/en.js'
import { enBundled } from './catalogues/enBundled.js'

// The full English catalogue once loaded. A cache of a static module's data (the same for every
// instance, never changed after it arrives), like the module cache of the import() itself.
let full: typeof en | undefined
let alerts: typeof ALERTS | undefined
let featureErrors: typeof FEATURE_MESSAGES | undefined
let loading: Promise<void> | undefined

/**
 * The English text of a key: the bundled part (buttons, and core's error texts from errors/catalogue.ts) at once,
 * every other key (the feature areas' error texts from errors/featureMessages.ts and the alerts' from
 * errors/alerts.ts too) once `loadEnglish()` has resolved (the modal's code waits for it).
 */
export function englishMessage(key: MessageKey): Message | undefined {
  const [scope = '', code = '', part] = key.split('.')
  // A visitor's error and the alerts: their English is the error catalogue's, written once.
  if (scope === 'error' && Object.hasOwn(CORE_MESSAGES, code))
    return CORE_MESSAGES[code as keyof typeof CORE_MESSAGES]
  if (scope === 'error' && featureErrors && Object.hasOwn(featureErrors, code))
    return featureErrors[code as keyof typeof FEATURE_MESSAGES]
  if (
    scope === 'alert' &&
    alerts &&
    Object.hasOwn(alerts, code) &&
    (part === 'title' || part === 'description')
  )
    return alerts[code as keyof typeof ALERTS][part]
  const english = Object.hasOwn(enBundled, key) ? enBundled : full
  return (english as Partial<Record<MessageKey, Message>> | undefined)?.[key]
}

/**
 * Loads the whole English catalogue, the feature areas' error texts and the alerts' (their own chunks, beside the
 * modal's code). Every locale loads it too, as the fallback of its missing keys. Resolves once; a failed load may be retried.
 */
export function loadEnglish(): Promise<void> {
  if (full) return Promise.resolve()
  loading ??= Promise.all([
    import('./catalogues/en.js'),
    import('../errors/alerts.js'),
    import('../errors/featureMessages.js'),
  ]).then(
    ([english, alertTexts, errorTexts]) => {
      full = english.en
      alerts = alertTexts.ALERTS
      featureErrors = errorTexts.FEATURE_MESSAGES
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
