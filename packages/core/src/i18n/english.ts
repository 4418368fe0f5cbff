import { ALERTS, MESSAGES } from '../errors/catalogue.js'
import type { Message, MessageKey } from './Catalogue.js'
import type { en } from './catalogues/en.js'
import { enBundled } from './catalogues/enBundled.js'

// The full English catalogue once loaded. A cache of a static module's data (the same for every
// instance, never changed after it arrives), like the module cache of the import() itself.
let full: typeof en | undefined
let loading: Promise<void> | undefined

/**
 * The English text of a key: the bundled part (buttons, and the errors' and
 * alerts' texts from errors/catalogue.ts) at once,
 * every other key once `loadEnglish()` has resolved (the modal's code waits for it).
 */
export function englishMessage(key: MessageKey): Message | undefined {
  const [scope = '', code = '', part] = key.split('.')
  // A visitor's error and the alerts: their English is the error catalogue's, written once.
  if (scope === 'error' && Object.hasOwn(MESSAGES, code)) return MESSAGES[code as keyof typeof MESSAGES]
  if (scope === 'alert' && Object.hasOwn(ALERTS, code) && (part === 'title' || part === 'description'))
    return ALERTS[code as keyof typeof ALERTS][part]
  const english = Object.hasOwn(enBundled, key) ? enBundled : full
  return (english as Partial<Record<MessageKey, Message>> | undefined)?.[key]
}

/**
 * Loads the whole English catalogue (its own chunk, beside the modal's code). Every locale loads it
 * too, as the fallback of its missing keys. Resolves once; a failed load may be retried.
 */
export function loadEnglish(): Promise<void> {
  if (full) return Promise.resolve()
  loading ??= import('./catalogues/en.js').then(
    (module) => {
      full = module.en
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}
