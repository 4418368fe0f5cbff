import type { MessageKey } from './Catalogue.js'
import { en } from './catalogues/en.js'

/** Whether a string is a key of the English catalogue (e.g. `error.<code>` for an error code). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}
